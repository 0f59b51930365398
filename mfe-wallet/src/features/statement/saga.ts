import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { StatementReply } from '@coop/api/contract';
import { asPaginator, failureMessage, loadInto } from '@coop/shared';
import { statementApi } from './api';
import { downloadFailed, downloadRequested, downloadSucceeded, statementFailed, statementRequested, statementSucceeded } from './slice';

export function* loadStatement(action: ReturnType<typeof statementRequested>) {
  yield* loadInto({ succeeded: statementSucceeded, failed: statementFailed }, () => statementApi.show(action.payload), (reply: StatementReply) => ({
    ...reply,
    ...asPaginator(reply),
  }));
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
