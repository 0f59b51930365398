// Admin sagas. Retry and void move money: each carries an Idempotency-Key, reused after an unknown outcome; whatever
// the answer, the withdrawal's page reads the withdrawal again (the slice's `settled`).
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { LedgerCheckReply, SocietyBalance } from '@coop/api/contract';
import { intentFor, type MoneyIntent, accepted, failureMessage, loadInto, outcomeUnknown } from '@coop/shared';
import { adminApi, type AdminWithdrawalActionReply } from './api';
import { selectWithdrawalAction } from './selectors';
import {
  balancesFailed,
  balancesRequested,
  balancesSucceeded,
  ledgerCheckFailed,
  ledgerCheckRequested,
  ledgerCheckSucceeded,
  withdrawalActionFailed,
  withdrawalActionKeyed,
  withdrawalActionRequested,
  withdrawalActionSucceeded,
  type WithdrawalAction,
} from './slice';

export function* runLedgerCheck() {
  yield* loadInto<LedgerCheckReply>({ succeeded: ledgerCheckSucceeded, failed: ledgerCheckFailed }, adminApi.ledgerCheck);
}

export function* withdrawalAction(action: ReturnType<typeof withdrawalActionRequested>) {
  const { intent: previous }: { intent: MoneyIntent<WithdrawalAction> | null } = yield select(selectWithdrawalAction);
  const intent = intentFor(previous, action.payload);
  yield put(withdrawalActionKeyed(intent));
  const todo = intent.body;
  try {
    const reply: AdminWithdrawalActionReply =
      todo.kind === 'retry' ? yield call(adminApi.retry, todo.id, intent.key) : yield call(adminApi.void, todo.id, todo.reason, intent.key);
    accepted(reply);
    const fallback = todo.kind === 'retry' ? 'The withdrawal was sent again' : 'The withdrawal was voided';
    yield put(withdrawalActionSucceeded(reply.message || fallback));
  } catch (error) {
    yield put(withdrawalActionFailed({ message: failureMessage(error), keepIntent: outcomeUnknown(error) }));
  }
}

export function* loadBalances() {
  yield* loadInto<SocietyBalance[] | { data: SocietyBalance[] }, SocietyBalance[]>(
    { succeeded: balancesSucceeded, failed: balancesFailed },
    adminApi.balances,
    (reply) => (Array.isArray(reply) ? reply : (reply.data ?? [])),
  );
}

export function* adminSaga() {
  yield all([
    takeLatest(ledgerCheckRequested.type, runLedgerCheck),
    takeLeading(withdrawalActionRequested.type, withdrawalAction),
    takeLatest(balancesRequested.type, loadBalances),
  ]);
}
