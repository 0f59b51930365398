// Shareholding sagas: the holding and history loads, and buying shares with one Idempotency-Key per intent.
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  accepted, alertError, asPaginator, callThenAlert, failureMessage, intentFor, loadInto, outcomeUnknown, rememberCardId, type MoneyIntent,
} from '@coop/shared';
import type { FundSavingsReply } from '@coop/api/contract';
import type { FundBody } from '../fundBody';
import { sharesApi } from './api';
import { selectSharesFund, selectSharesHistory } from './selectors';
import {
  holdingFailed, holdingRequested, holdingSucceeded, sharesFundFailed, sharesFundKeyed, sharesFundRequested, sharesFundSucceeded,
  sharesHistoryFailed, sharesHistoryRequested, sharesHistorySucceeded,
} from './slice';

export const SHAREHOLDINGS_PATH = '/shareholdings';

export function* loadHolding() {
  yield* loadInto({ succeeded: holdingSucceeded, failed: holdingFailed }, sharesApi.holding);
}

export function* loadSharesHistory(action: ReturnType<typeof sharesHistoryRequested>) {
  yield* loadInto({ succeeded: sharesHistorySucceeded, failed: sharesHistoryFailed }, () => sharesApi.history(action.payload.page), asPaginator);
}

/** after shares were bought: the holding (the gate reads it) and the history again */
function* sharesPaid(reply: FundSavingsReply) {
  if (reply.card_id) rememberCardId(reply.card_id);
  yield put(holdingRequested());
  const { page }: { page: number } = yield select(selectSharesHistory);
  yield put(sharesHistoryRequested({ page }));
}

export function* fundShares(action: ReturnType<typeof sharesFundRequested>) {
  const { intent: previous }: { intent: MoneyIntent<FundBody> | null } = yield select(selectSharesFund);
  const intent = intentFor(previous, action.payload.body);
  yield put(sharesFundKeyed(intent));
  let unknownOutcome = false;
  const request = () =>
    sharesApi.fund(intent.body, intent.key).catch((error: unknown) => {
      unknownOutcome = outcomeUnknown(error);
      throw error;
    });
  const failed = (message: string) => sharesFundFailed({ message, keepIntent: unknownOutcome });

  if (action.payload.from === 'page') {
    yield* callThenAlert<FundSavingsReply>({
      request,
      succeeded: (_message, reply) => sharesFundSucceeded(reply),
      then: sharesPaid,
      successMessage: 'Your shareholding has been funded',
      navigateTo: SHAREHOLDINGS_PATH,
      failed,
    });
    return;
  }
  try {
    const reply: FundSavingsReply = yield call(request);
    accepted(reply);
    yield put(sharesFundSucceeded(reply));
    yield* sharesPaid(reply);
  } catch (error) {
    const message = failureMessage(error);
    yield put(failed(message));
    yield put(alertError(message));
  }
}

export function* sharesSaga() {
  yield all([
    // takeLeading: every gate on a page asks at mount; one request answers them all
    takeLeading(holdingRequested.type, loadHolding),
    takeLatest(sharesHistoryRequested.type, loadSharesHistory),
    takeLeading(sharesFundRequested.type, fundShares),
  ]);
}
