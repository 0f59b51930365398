// Save-to-loan sagas: the tab's one load, and Stop Plan with an Idempotency-Key per intent.
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { accepted, alertError, alertSuccess, failureMessage, intentFor, loadInto, navigate, outcomeUnknown, type MoneyIntent } from '@coop/shared';
import type { SavingsPayoutReply } from '@coop/api/contract';
import { TAB_PATHS } from '../plans/paths';
import { stoppedMessage } from '../targets/saga';
import { saveToLoanApi } from './api';
import { selectSaveToLoanExitIntent } from './selectors';
import {
  saveToLoanExitFinished, saveToLoanExitKeyed, saveToLoanExitRequested, saveToLoanFailed, saveToLoanRequested, saveToLoanSucceeded,
} from './slice';

export function* loadSaveToLoan() {
  yield* loadInto({ succeeded: saveToLoanSucceeded, failed: saveToLoanFailed }, saveToLoanApi.all);
}

export function* exitSaveToLoan(action: ReturnType<typeof saveToLoanExitRequested>) {
  const previous: MoneyIntent<{ id: number }> | null = yield select(selectSaveToLoanExitIntent);
  const intent = intentFor(previous, { id: action.payload.id });
  yield put(saveToLoanExitKeyed(intent));
  try {
    const reply: SavingsPayoutReply = yield call(saveToLoanApi.exit, intent.body.id, intent.key);
    accepted(reply);
    yield put(saveToLoanExitFinished({ keepIntent: false }));
    yield put(saveToLoanRequested());
    yield put(alertSuccess(stoppedMessage(reply)));
    yield call(navigate, TAB_PATHS.save_to_loan);
  } catch (error) {
    yield put(saveToLoanExitFinished({ keepIntent: outcomeUnknown(error) }));
    yield put(alertError(failureMessage(error)));
  }
}

export function* saveToLoanSaga() {
  yield all([takeLatest(saveToLoanRequested.type, loadSaveToLoan), takeLeading(saveToLoanExitRequested.type, exitSaveToLoan)]);
}
