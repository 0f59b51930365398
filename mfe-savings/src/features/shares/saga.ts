// Shareholding sagas: the holding and history loads, and buying shares with one Idempotency-Key per intent.
import { all, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { asPaginator, callThenAlert, intentFor, loadInto, outcomeUnknown, rememberCardId, type MoneyIntent } from '@coop/shared';
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

export function* fundShares(action: ReturnType<typeof sharesFundRequested>) {
  const { intent: previous }: { intent: MoneyIntent<FundBody> | null } = yield select(selectSharesFund);
  const intent = intentFor(previous, action.payload.body);
  yield put(sharesFundKeyed(intent));
  let unknownOutcome = false;
  yield* callThenAlert<FundSavingsReply>({
    request: () =>
      sharesApi.fund(intent.body, intent.key).catch((error: unknown) => {
        unknownOutcome = outcomeUnknown(error);
        throw error;
      }),
    succeeded: (_message, reply) => sharesFundSucceeded(reply),
    *then(reply) {
      if (reply.card_id) rememberCardId(reply.card_id);
      // the gate reads the holding: once it is met, the gated action opens
      yield put(holdingRequested());
      const { page }: { page: number } = yield select(selectSharesHistory);
      yield put(sharesHistoryRequested({ page }));
    },
    successMessage: 'Your shareholding has been funded',
    navigateTo: action.payload.navigateTo,
    failed: (message) => sharesFundFailed({ message, keepIntent: unknownOutcome }),
  });
}

export function* sharesSaga() {
  yield all([
    // takeLeading: every gate on a page asks at mount; one request answers them all
    takeLeading(holdingRequested.type, loadHolding),
    takeLatest(sharesHistoryRequested.type, loadSharesHistory),
    takeLeading(sharesFundRequested.type, fundShares),
  ]);
}
