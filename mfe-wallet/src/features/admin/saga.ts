// Admin sagas. Retry and void move money: each carries an Idempotency-Key, reused after an unknown outcome.
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AdminWithdrawal, LedgerCheckReply, SocietyBalance, SocietySettings } from '@coop/api/contract';
import { intentFor, type MoneyIntent, accepted, asPaginator, failureMessage, loadInto, outcomeUnknown } from '@coop/shared';
import { adminApi, type AdminWithdrawalActionReply, type SettingsChangeRow, type SettingsReply } from './api';
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
  settingsFailed,
  settingsRequested,
  settingsSaveFailed,
  settingsSaveRequested,
  settingsSaveSucceeded,
  settingsSucceeded,
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

function unwrapSettings(reply: SettingsReply): { settings: SocietySettings; changes: SettingsChangeRow[]; message: string } {
  if ('settings' in reply && reply.settings) return { settings: reply.settings, changes: reply.changes ?? [], message: reply.message ?? '' };
  const { success: _s, message, ...settings } = reply as SocietySettings & { success?: boolean; message?: string };
  return { settings: settings as SocietySettings, changes: [], message: message ?? '' };
}

export function* loadSettings() {
  yield* loadInto<SettingsReply, { settings: SocietySettings; changes: SettingsChangeRow[] }>(
    { succeeded: settingsSucceeded, failed: settingsFailed },
    adminApi.settings,
    (reply) => {
      const { settings, changes } = unwrapSettings(reply);
      return { settings, changes };
    },
  );
}

export function* saveSettings(action: ReturnType<typeof settingsSaveRequested>) {
  try {
    const reply: SettingsReply = yield call(adminApi.saveSettings, action.payload);
    const { settings, changes, message } = unwrapSettings(accepted(reply));
    yield put(settingsSaveSucceeded({ settings, changes, message: message || 'Settings saved' }));
  } catch (error) {
    yield put(settingsSaveFailed(failureMessage(error)));
  }
}

export function* adminSaga() {
  yield all([
    takeLatest(ledgerCheckRequested.type, runLedgerCheck),
    takeLatest(adminWithdrawalsRequested.type, loadAdminWithdrawals),
    takeLeading(withdrawalActionRequested.type, withdrawalAction),
    takeLatest(balancesRequested.type, loadBalances),
    takeLatest(settingsRequested.type, loadSettings),
    takeLeading(settingsSaveRequested.type, saveSettings),
  ]);
}
