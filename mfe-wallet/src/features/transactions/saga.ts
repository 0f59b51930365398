import { call, put, takeLatest } from 'redux-saga/effects';
import type { TransactionsReply } from '@coop/api/contract';
import { accepted, asPaginator, failureMessage } from '@coop/shared';
import { transactionsApi } from './api';
import { transactionsFailed, transactionsRequested, transactionsSucceeded } from './slice';

export function* loadTransactions(action: ReturnType<typeof transactionsRequested>) {
  try {
    const reply: TransactionsReply = yield call(transactionsApi.list, action.payload);
    accepted(reply);
    yield put(transactionsSucceeded({ ...asPaginator(reply), categories: Array.isArray(reply.categories) ? reply.categories : [] }));
  } catch (error) {
    yield put(transactionsFailed(failureMessage(error)));
  }
}

export function* transactionsSaga() {
  yield takeLatest(transactionsRequested.type, loadTransactions);
}
