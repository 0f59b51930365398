// Regular savings sagas: the plan and history loads, and the PIN step of a withdrawal into the wallet (one
// Idempotency-Key per intent, kept when the outcome is unknown).
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  accepted, alertError, alertSuccess, asPaginator, failureMessage, intentFor, loadInto, navigate, outcomeUnknown, type MoneyIntent, type PasswordAndPin,
} from '@coop/shared';
import type { Paginator, SavingsPlanListReply, SavingsTransaction, SavingsWithdrawalReply } from '@coop/api/contract';
import { headerRequested } from '../plans/slice';
import { TAB_PATHS } from '../plans/paths';
import { proceedSet } from '../savings/slice';
import { regularApi } from './api';
import { selectWithdrawIntent } from './selectors';
import {
  regularFailed, regularRequested, regularSucceeded, transactionsFailed, transactionsRequested, transactionsSucceeded,
  withdrawFinished, withdrawKeyed, withdrawRequested,
} from './slice';

export const WITHDRAWN_MESSAGE = 'Your withdrawal has been paid into your wallet';

export function* loadRegular() {
  yield* loadInto({ succeeded: regularSucceeded, failed: regularFailed }, regularApi.plan, (reply: SavingsPlanListReply) => reply.data?.[0] ?? null);
}

export function* loadTransactions(action: ReturnType<typeof transactionsRequested>) {
  yield* loadInto({ succeeded: transactionsSucceeded, failed: transactionsFailed }, () => regularApi.transactions(action.payload.page), (reply: Paginator<SavingsTransaction>) =>
    asPaginator(reply),
  );
}

export function* withdraw(action: ReturnType<typeof withdrawRequested>) {
  const previous: MoneyIntent<PasswordAndPin> | null = yield select(selectWithdrawIntent);
  const intent = intentFor(previous, action.payload);
  yield put(withdrawKeyed(intent));
  try {
    const reply: SavingsWithdrawalReply = yield call(regularApi.withdraw, intent.body, intent.key);
    accepted(reply);
    yield put(withdrawFinished({ keepIntent: false, paid: true }));
    yield put(proceedSet(false));
    yield put(headerRequested());
    yield put(transactionsRequested({ page: 1 }));
    yield put(alertSuccess(reply.message || WITHDRAWN_MESSAGE));
    yield call(navigate, TAB_PATHS.regular);
  } catch (error) {
    const message = failureMessage(error);
    yield put(withdrawFinished({ keepIntent: outcomeUnknown(error) }));
    yield put(alertError(message));
  }
}

export function* regularSaga() {
  yield all([
    takeLatest(regularRequested.type, loadRegular),
    takeLatest(transactionsRequested.type, loadTransactions),
    takeLeading(withdrawRequested.type, withdraw),
  ]);
}
