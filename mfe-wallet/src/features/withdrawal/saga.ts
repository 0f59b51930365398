// Withdrawal sagas: the PIN step's payout (one Idempotency-Key per intent; the password step is the kit's
// LeaveSocietyConfirm), and polling the
// withdrawal's timeline until it is confirmed or reversed, stopped when the screen that shows it goes away.
import { all, call, delay, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  accepted, alertError, asPaginator, failureMessage, intentFor, isHttpError, isProfileAndBankRequired, loadInto, navigate, outcomeUnknown, SETTINGS_PATH,
  type MoneyIntent,
} from '@coop/shared';
import type { Paginator, Withdrawal, WithdrawReply } from '@coop/api/contract';
import { refreshWallet, WALLET_PATH } from '../wallet/saga';
import { withdrawalApi, type WithdrawBody } from './api';
import { selectCurrentWithdrawal, selectWithdrawalIntent, selectWithdrawalList } from './selectors';
import {
  confirmFailed,
  confirmKeyed,
  confirmRequested,
  confirmSucceeded,
  listFailed,
  listRequested,
  listSucceeded,
  trackFailed,
  trackingStarted,
  trackingStopped,
  withdrawalUpdated,
} from './slice';
import { isFinal } from './status';

export const POLL_MS = 3000;

/** The API's 422 'Please Update your profile and bank account to continue': the notice, then /settings (spec §4). */
function* sendToSettings(message: string) {
  yield put(alertError(message));
  yield call(navigate, SETTINGS_PATH);
}

export function* confirmWithdrawal(action: ReturnType<typeof confirmRequested>) {
  const previous: MoneyIntent<WithdrawBody> | null = yield select(selectWithdrawalIntent);
  const intent = intentFor(previous, action.payload);
  yield put(confirmKeyed(intent));
  try {
    const reply: WithdrawReply = yield call(withdrawalApi.withdraw, intent.body, intent.key);
    accepted(reply);
    yield put(confirmSucceeded({ message: reply.message, withdrawal: reply.withdrawal }));
    yield call(navigate, WALLET_PATH);
    yield call(refreshWallet);
    yield put(trackingStarted({ id: reply.withdrawal.id }));
  } catch (error) {
    const message = failureMessage(error);
    yield put(confirmFailed({ message, keepIntent: outcomeUnknown(error) }));
    if (isProfileAndBankRequired(error)) yield call(sendToSettings, message);
    else yield put(alertError(message));
  }
}

/** Resolves true once the withdrawal is settled, false when it can no longer be read (gone, not ours). */
export function* pollWithdrawal(id: number) {
  while (true) {
    const current: Withdrawal | null = yield select(selectCurrentWithdrawal);
    if (current?.id === id) {
      if (isFinal(current.status)) return true;
      yield delay(POLL_MS);
    }
    try {
      const withdrawal: Withdrawal = yield call(withdrawalApi.show, id);
      yield put(withdrawalUpdated(accepted(withdrawal)));
    } catch (error) {
      yield put(trackFailed(failureMessage(error)));
      // a refusal will not change by asking again; a network blip or a busy server may
      if (isHttpError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) return false;
      if (current?.id !== id) yield delay(POLL_MS);
    }
  }
}

export function* trackWithdrawal(action: ReturnType<typeof trackingStarted>) {
  const { settled } = yield race({ settled: call(pollWithdrawal, action.payload.id), stopped: take(trackingStopped.type) });
  if (settled === undefined) return; // the dialog closed or the page unmounted
  yield put(trackingStopped());
  if (settled) {
    yield call(refreshWallet);
    const { page }: { page: number } = yield select(selectWithdrawalList);
    yield put(listRequested({ page }));
  }
}

export function* loadWithdrawals(action: ReturnType<typeof listRequested>) {
  yield* loadInto({ succeeded: listSucceeded, failed: listFailed }, () => withdrawalApi.list(action.payload.page), (reply: Paginator<Withdrawal>) => asPaginator(reply));
}

export function* withdrawalSaga() {
  yield all([
    takeLeading(confirmRequested.type, confirmWithdrawal),
    takeLatest(trackingStarted.type, trackWithdrawal),
    takeLatest(listRequested.type, loadWithdrawals),
  ]);
}
