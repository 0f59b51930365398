// Wallet sagas: balance and history loads, and funding by card with one Idempotency-Key per intent.
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  accepted, alertError, alertSuccess, asPaginator, failureMessage, intentFor, loadInto, navigate, outcomeUnknown, rememberCardId, type MoneyIntent,
} from '@coop/shared';
import type { FundWalletReply, WalletBalanceReply, WalletHistoryReply } from '@coop/api/contract';
import { walletApi, type FundWalletBody } from './api';
import { selectFund, selectHistoryPage } from './selectors';
import {
  balanceFailed,
  balanceRequested,
  balanceSucceeded,
  fundFailed,
  fundKeyed,
  fundRequested,
  fundSucceeded,
  historyFailed,
  historyRequested,
  historySucceeded,
} from './slice';

export const WALLET_PATH = '/wallet';

export function* loadBalance() {
  yield* loadInto({ succeeded: balanceSucceeded, failed: balanceFailed }, walletApi.balance, (reply: WalletBalanceReply) => reply.balance);
}

export function* loadHistory(action: ReturnType<typeof historyRequested>) {
  yield* loadInto({ succeeded: historySucceeded, failed: historyFailed }, () => walletApi.history(action.payload.page), (reply: WalletHistoryReply) => asPaginator(reply));
}

/** After money moved: the balance and the current page of the history again. */
export function* refreshWallet() {
  const page: number = yield select(selectHistoryPage);
  yield put(balanceRequested());
  yield put(historyRequested({ page }));
}

export function* fundWallet(action: ReturnType<typeof fundRequested>) {
  const { intent: previous }: { intent: MoneyIntent<FundWalletBody> | null } = yield select(selectFund);
  const intent = intentFor(previous, action.payload);
  yield put(fundKeyed(intent));
  try {
    const reply: FundWalletReply = yield call(walletApi.fund, intent.body, intent.key);
    accepted(reply);
    if (reply.card_id) rememberCardId(reply.card_id);
    yield put(fundSucceeded(reply));
    yield put(alertSuccess(reply.message || 'Your wallet has been funded'));
    yield call(navigate, WALLET_PATH);
    yield call(refreshWallet);
  } catch (error) {
    const message = failureMessage(error);
    yield put(fundFailed({ message, keepIntent: outcomeUnknown(error) }));
    yield put(alertError(message));
  }
}

export function* walletSaga() {
  yield all([
    takeLatest(balanceRequested.type, loadBalance),
    takeLatest(historyRequested.type, loadHistory),
    // takeLeading: a second click while a payment is in flight is ignored, never posted twice
    takeLeading(fundRequested.type, fundWallet),
  ]);
}
