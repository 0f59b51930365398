// Quick Save: one Idempotency-Key per intent, the success alert, then the package's savings-tab page (or /wallet).
import { all, put, select, takeLeading } from 'redux-saga/effects';
import { callThenAlert, intentFor, outcomeUnknown, rememberCardId, type MoneyIntent } from '@coop/shared';
import { holdingRequested } from '../shares/slice';
import { quickSaveApi, type QuickSaveCall, type QuickSaveReply } from './api';
import { PACKAGES } from './packages';
import { selectQuickSave } from './selectors';
import { quickSaveFailed, quickSaveKeyed, quickSaveRequested, quickSaveSucceeded } from './slice';

export function* quickSave(action: ReturnType<typeof quickSaveRequested>) {
  const { intent: previous }: { intent: MoneyIntent<QuickSaveCall> | null } = yield select(selectQuickSave);
  const intent = intentFor(previous, action.payload);
  yield put(quickSaveKeyed(intent));
  const pkg = intent.body.package;
  let unknownOutcome = false;
  yield* callThenAlert<QuickSaveReply>({
    request: () =>
      quickSaveApi.fund(intent.body, intent.key).catch((error: unknown) => {
        unknownOutcome = outcomeUnknown(error);
        throw error;
      }),
    succeeded: (_message, reply) => quickSaveSucceeded({ package: pkg, reply }),
    *then(reply) {
      if (reply.card_id) rememberCardId(reply.card_id);
    },
    successMessage: `Your ${PACKAGES[pkg].label} has been funded`,
    navigateTo: PACKAGES[pkg].returnTo,
    failed: (message) => quickSaveFailed({ message, keepIntent: unknownOutcome }),
  });
  // a refusal may be the shareholding gate (the minimum changed since the page loaded): the gate asks again
  if (PACKAGES[pkg].gated) yield put(holdingRequested());
}

export function* quickSaveSaga() {
  // takeLeading: a second click while a payment is in flight is ignored, never posted twice
  yield all([takeLeading(quickSaveRequested.type, quickSave)]);
}
