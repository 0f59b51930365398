import { takeLatest } from 'redux-saga/effects';
import type { TransactionsReply } from '@coop/api/contract';
import { asPaginator, loadInto } from '@coop/shared';
import { transactionsApi } from './api';
import { transactionsFailed, transactionsRequested, transactionsSucceeded } from './slice';

export function* loadTransactions(action: ReturnType<typeof transactionsRequested>) {
  yield* loadInto({ succeeded: transactionsSucceeded, failed: transactionsFailed }, () => transactionsApi.list(action.payload), (reply: TransactionsReply) => ({
    ...asPaginator(reply),
    categories: Array.isArray(reply.categories) ? reply.categories : [],
  }));
}

export function* transactionsSaga() {
  yield takeLatest(transactionsRequested.type, loadTransactions);
}
