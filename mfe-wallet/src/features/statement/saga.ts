import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { StatementReply } from '@coop/api/contract';
import { accepted, asPaginator, failureMessage } from '@coop/shared';
import { statementApi } from './api';
import { downloadFailed, downloadRequested, downloadSucceeded, statementFailed, statementRequested, statementSucceeded } from './slice';

export function* loadStatement(action: ReturnType<typeof statementRequested>) {
  try {
    const reply: StatementReply = yield call(statementApi.show, action.payload);
    accepted(reply);
    yield put(statementSucceeded({ ...reply, ...asPaginator(reply) }));
  } catch (error) {
    yield put(statementFailed(failureMessage(error)));
  }
}

export function* downloadStatement(action: ReturnType<typeof downloadRequested>) {
  const { format, from, to } = action.payload;
  try {
    const filename: string = yield call(statementApi.download, { from, to }, format);
    yield put(downloadSucceeded({ format, filename }));
  } catch (error) {
    yield put(downloadFailed({ format, message: failureMessage(error) }));
  }
}

export function* statementSaga() {
  yield all([takeLatest(statementRequested.type, loadStatement), takeEvery(downloadRequested.type, downloadStatement)]);
}
