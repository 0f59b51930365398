// Card sagas: list, delete (the stored card_id goes too when it was that card), and saving a new card.
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  accepted, alertError, alertSuccess, callThenAlert, failureMessage, forgetCardId, intentFor, loadInto, navigate, outcomeUnknown, rememberCardId, type MoneyIntent,
} from '@coop/shared';
import type { FundWalletReply, MutationReply, SavedCard } from '@coop/api/contract';
import { SETTINGS_PATH } from '../profile/saga';
import { cardIdStored } from '../wallet/slice';
import { CARD_TEST_AMOUNT, cardsApi, type SaveCardBody } from './api';
import { selectCardIntent } from './selectors';
import {
  cardDeleteFailed,
  cardDeleteRequested,
  cardDeleteSucceeded,
  cardSaveFailed,
  cardSaveKeyed,
  cardSaveRequested,
  cardSaveSucceeded,
  cardsFailed,
  cardsRequested,
  cardsSucceeded,
} from './slice';

export function* loadCards() {
  yield* loadInto<SavedCard[] | { data: SavedCard[] }, SavedCard[]>(
    { succeeded: cardsSucceeded, failed: cardsFailed },
    cardsApi.list,
    (reply) => (Array.isArray(reply) ? reply : (reply.data ?? [])),
  );
}

export function* deleteCard(action: ReturnType<typeof cardDeleteRequested>) {
  const { id } = action.payload;
  yield* callThenAlert({
    request: (): Promise<MutationReply> => cardsApi.remove(id),
    succeeded: () => cardDeleteSucceeded({ id }),
    then: function* () {
      if (forgetCardId(id)) yield put(cardIdStored(null));
    },
    successMessage: 'Your card has been removed',
    failed: cardDeleteFailed,
  });
}

/** After Replace Card: the old card goes once the new one is saved; false when it could not be removed. */
export function* removeReplacedCard(id: number) {
  try {
    const reply: MutationReply = yield call(cardsApi.remove, id);
    accepted(reply);
    if (forgetCardId(id)) yield put(cardIdStored(null));
    yield put(cardDeleteSucceeded({ id }));
    return true;
  } catch {
    return false;
  }
}

export function* saveCard(action: ReturnType<typeof cardSaveRequested>) {
  const body: SaveCardBody = { amount: CARD_TEST_AMOUNT, payment_method: 'Paystack', paystack_id: action.payload.paystack_id, save_card: true };
  const previous: MoneyIntent<SaveCardBody> | null = yield select(selectCardIntent);
  const intent = intentFor(previous, body);
  yield put(cardSaveKeyed(intent));
  try {
    const reply: FundWalletReply = yield call(cardsApi.save, intent.body, intent.key);
    accepted(reply);
    if (reply.card_id) {
      rememberCardId(reply.card_id);
      yield put(cardIdStored(reply.card_id));
    }
    yield put(cardSaveSucceeded());
    const replaced: boolean = action.payload.replaces ? yield call(removeReplacedCard, action.payload.replaces) : false;
    const message = reply.message || 'Your card has been added';
    yield put(alertSuccess(replaced ? `${message} Your old card has been removed.` : message));
    yield call(navigate, SETTINGS_PATH);
    yield put(cardsRequested());
  } catch (error) {
    const message = failureMessage(error);
    yield put(cardSaveFailed({ message, keepIntent: outcomeUnknown(error) }));
    yield put(alertError(message));
  }
}

export function* cardsSaga() {
  yield all([
    takeLatest(cardsRequested.type, loadCards),
    takeLeading(cardDeleteRequested.type, deleteCard),
    takeLeading(cardSaveRequested.type, saveCard),
  ]);
}
