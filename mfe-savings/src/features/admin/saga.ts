// Savings admin sagas. Declaring a dividend proposes moving money into every shareholder's wallet (another
// administrator approves it): it carries an Idempotency-Key, reused when the same declaration is sent again after an
// unknown outcome.
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { accepted, failureMessage, intentFor, loadInto, outcomeUnknown, type MoneyIntent } from '@coop/shared';
import { savingsAdminApi, type DividendBody } from './api';
import { selectDividendPost } from './selectors';
import type { ProposedReply } from '@coop/api/contract';
import {
  autosaveFailed,
  autosaveRequested,
  autosaveSucceeded,
  memberFailed,
  memberRequested,
  memberSucceeded,
  postFailed,
  postKeyed,
  postRequested,
  postSucceeded,
  previewFailed,
  previewRequested,
  previewSucceeded,
  totalsFailed,
  totalsRequested,
  totalsSucceeded,
  type DividendPostState,
} from './slice';

export function* loadTotals() {
  yield* loadInto({ succeeded: totalsSucceeded, failed: totalsFailed }, savingsAdminApi.totals);
}

export function* loadAutosave() {
  yield* loadInto({ succeeded: autosaveSucceeded, failed: autosaveFailed }, savingsAdminApi.autosave);
}

export function* loadMember(action: ReturnType<typeof memberRequested>) {
  yield* loadInto({ succeeded: memberSucceeded, failed: memberFailed }, () => savingsAdminApi.member(action.payload));
}

export function* loadPreview(action: ReturnType<typeof previewRequested>) {
  yield* loadInto({ succeeded: previewSucceeded, failed: previewFailed }, () => savingsAdminApi.previewDividend(action.payload));
}

export function* proposeDividend(action: ReturnType<typeof postRequested>) {
  const { intent: previous }: DividendPostState = yield select(selectDividendPost);
  const intent: MoneyIntent<DividendBody> = intentFor(previous, action.payload);
  yield put(postKeyed(intent));
  try {
    const reply: ProposedReply = yield call(savingsAdminApi.proposeDividend, intent.body, intent.key);
    accepted(reply);
    yield put(postSucceeded(reply.message || 'Proposed: another administrator must approve it before it takes effect'));
  } catch (error) {
    yield put(postFailed({ message: failureMessage(error), keepIntent: outcomeUnknown(error) }));
  }
}

export function* savingsAdminSaga() {
  yield all([
    takeLatest(totalsRequested.type, loadTotals),
    takeLatest(autosaveRequested.type, loadAutosave),
    takeLatest(memberRequested.type, loadMember),
    takeLatest(previewRequested.type, loadPreview),
    takeLeading(postRequested.type, proposeDividend),
  ]);
}
