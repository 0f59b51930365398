// Withdrawal sagas: a target's or save-to-loan's money into the wallet, one Idempotency-Key per intent (kept when
// the outcome is unknown, so "try again" cannot pay twice); the alerts are the regular savings withdrawal's.
import { all, call, put, select, takeLeading } from 'redux-saga/effects';
import { accepted, alertError, alertSuccess, failureMessage, formatNaira, intentFor, outcomeUnknown, type MoneyIntent } from '@coop/shared';
import type { SavingsPayoutReply } from '@coop/api/contract';
import { headerRequested } from '../plans/slice';
import { saveToLoanRequested } from '../saveToLoan/slice';
import { targetsRequested } from '../targets/slice';
import { withdrawalsApi, type WithdrawBody, type WithdrawFrom } from './api';
import { selectWithdrawIntent } from './selectors';
import { withdrawToWalletFailed, withdrawToWalletKeyed, withdrawToWalletPaid, withdrawToWalletRequested } from './slice';

/** the success text says where the money went and what the wallet holds now, whatever the server's own words */
export const paidToWalletMessage = (reply: SavingsPayoutReply) =>
  `${formatNaira(reply.amount)} has been paid into your wallet. Your wallet balance is now ${formatNaira(reply.wallet_balance)}.`;

function* reloadAfter(from: WithdrawFrom) {
  yield put(from.kind === 'target' ? targetsRequested() : saveToLoanRequested());
  yield put(headerRequested());
}

export function* withdrawToWallet(action: ReturnType<typeof withdrawToWalletRequested>) {
  const previous: MoneyIntent<WithdrawBody> | null = yield select(selectWithdrawIntent);
  const intent = intentFor(previous, action.payload);
  yield put(withdrawToWalletKeyed(intent));
  try {
    const reply: SavingsPayoutReply = yield call(withdrawalsApi.withdraw, intent.body, intent.key);
    accepted(reply);
    yield put(withdrawToWalletPaid());
    yield* reloadAfter(intent.body.from);
    yield put(alertSuccess(paidToWalletMessage(reply)));
  } catch (error) {
    const message = failureMessage(error);
    yield put(withdrawToWalletFailed({ message, keepIntent: outcomeUnknown(error) }));
    yield put(alertError(message));
  }
}

export function* withdrawalsSaga() {
  yield all([takeLeading(withdrawToWalletRequested.type, withdrawToWallet)]);
}
