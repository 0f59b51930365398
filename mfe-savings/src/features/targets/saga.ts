// Target sagas. Creating a target and stopping one carry an Idempotency-Key per intent (kept when the outcome is
// unknown, so a retry cannot make two targets or pay out twice); every change reloads the targets and the header.
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  accepted, alertError, alertSuccess, callThenAlert, failureMessage, formatNaira, intentFor, loadInto, navigate, outcomeUnknown, type MoneyIntent,
} from '@coop/shared';
import type { SavingsPayoutReply, TargetReply } from '@coop/api/contract';
import { headerRequested } from '../plans/slice';
import { TAB_PATHS } from '../plans/paths';
import { targetsApi, type TargetBody } from './api';
import { selectTargetCreateIntent, selectTargetExitIntent } from './selectors';
import {
  targetAutosaveFinished, targetAutosaveRequested, targetCreateKeyed, targetExitFinished, targetExitKeyed, targetExitRequested,
  targetSaveFinished, targetSaveRequested, targetsFailed, targetsRequested, targetsSucceeded,
} from './slice';

export function* loadTargets() {
  yield* loadInto({ succeeded: targetsSucceeded, failed: targetsFailed }, targetsApi.all);
}

function* reloadTargets() {
  yield put(targetsRequested());
  yield put(headerRequested());
}

export function* saveTarget(action: ReturnType<typeof targetSaveRequested>) {
  const { id, body } = action.payload;
  let request: () => Promise<TargetReply>;
  if (id) {
    request = () => targetsApi.edit(id, body);
  } else {
    const previous: MoneyIntent<TargetBody> | null = yield select(selectTargetCreateIntent);
    const intent = intentFor(previous, body);
    yield put(targetCreateKeyed(intent));
    request = () => targetsApi.create(intent.body, intent.key);
  }
  try {
    const reply: TargetReply = yield call(request);
    accepted(reply);
    yield put(targetSaveFinished({ keepIntent: false, saved: true }));
    yield* reloadTargets();
    yield put(alertSuccess(reply.message || (id ? 'Your target has been updated' : 'Your target plan has been created')));
    yield call(navigate, TAB_PATHS.target);
  } catch (error) {
    yield put(targetSaveFinished({ keepIntent: outcomeUnknown(error) }));
    yield put(alertError(failureMessage(error)));
  }
}

export function* switchTargetAutosave(action: ReturnType<typeof targetAutosaveRequested>) {
  const { id, on } = action.payload;
  yield* callThenAlert({
    request: () => (on ? targetsApi.activateAutosave(id) : targetsApi.deactivateAutosave(id)),
    succeeded: () => targetAutosaveFinished(),
    then: reloadTargets,
    successMessage: on ? 'Auto save has been turned on' : 'Auto save has been turned off',
    failed: () => targetAutosaveFinished(),
  });
}

/** the success text says where the money went, whatever the server's own message */
export const stoppedMessage = (reply: SavingsPayoutReply) =>
  `Your plan has been stopped and ${formatNaira(reply.amount)} has been paid into your wallet.`;

export function* exitTarget(action: ReturnType<typeof targetExitRequested>) {
  const previous: MoneyIntent<{ id: number }> | null = yield select(selectTargetExitIntent);
  const intent = intentFor(previous, { id: action.payload.id });
  yield put(targetExitKeyed(intent));
  try {
    const reply: SavingsPayoutReply = yield call(targetsApi.exit, intent.body.id, intent.key);
    accepted(reply);
    yield put(targetExitFinished({ keepIntent: false }));
    yield* reloadTargets();
    yield put(alertSuccess(stoppedMessage(reply)));
    yield call(navigate, TAB_PATHS.target);
  } catch (error) {
    yield put(targetExitFinished({ keepIntent: outcomeUnknown(error) }));
    yield put(alertError(failureMessage(error)));
  }
}

export function* targetsSaga() {
  yield all([
    takeLatest(targetsRequested.type, loadTargets),
    takeLeading(targetSaveRequested.type, saveTarget),
    takeLeading(targetAutosaveRequested.type, switchTargetAutosave),
    takeLeading(targetExitRequested.type, exitTarget),
  ]);
}
