// Admin sagas. Retry and void move money: each carries an Idempotency-Key, reused after an unknown outcome.
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AdminWithdrawal, LedgerCheckReply, SocietyBalance } from '@coop/api/contract';
import { intentFor, type MoneyIntent, accepted, asPaginator, failureMessage, loadInto, outcomeUnknown } from '@coop/shared';
import { adminApi, type AdminWithdrawalActionReply } from './api';
import { selectAdminWithdrawals, selectWithdrawalAction } from './selectors';
import {
  adminWithdrawalsFailed,
  adminWithdrawalsRequested,
  adminWithdrawalsSucceeded,
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

export function* loadAdminWithdrawals(action: ReturnType<typeof adminWithdrawalsRequested>) {
  const { tab, page } = action.payload;
  yield* loadInto({ succeeded: adminWithdrawalsSucceeded, failed: adminWithdrawalsFailed }, () => adminApi.withdrawals(tab, page), asPaginator<AdminWithdrawal>);
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
  // whatever happened, the list shows where each withdrawal stands now
  const { tab, page }: { tab: Parameters<typeof adminApi.withdrawals>[0]; page: number } = yield select(selectAdminWithdrawals);
  yield put(adminWithdrawalsRequested({ tab, page }));
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
    takeLatest(adminWithdrawalsRequested.type, loadAdminWithdrawals),
    takeLeading(withdrawalActionRequested.type, withdrawalAction),
    takeLatest(balancesRequested.type, loadBalances),
  ]);
}
