// The tabs' shared loads, and the autosave plan of regular and save-to-loan savings.
import { all, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { callThenAlert, loadInto, nairaToKobo } from '@coop/shared';
import type { SavedCard, SavingsBalanceReply, SavingsPlanReply } from '@coop/api/contract';
import { availabilityKnown } from '../savings/slice';
import { regularRequested } from '../regular/slice';
import { saveToLoanRequested } from '../saveToLoan/slice';
import { plansApi, type AutosaveKind } from './api';
import { TAB_PATHS } from './paths';
import {
  autosaveDeactivateFinished, autosaveDeactivateRequested, autosaveSaveFinished, autosaveSaveRequested,
  bankFailed, bankRequested, bankSucceeded, cardsFailed, cardsRequested, cardsSucceeded, headerFailed, headerRequested, headerSucceeded,
  type HeaderFigures,
} from './slice';

const isPositive = (money: string) => (nairaToKobo(money) ?? 0n) > 0n;

export function* loadHeader() {
  yield* loadInto<[SavingsBalanceReply, SavingsBalanceReply], HeaderFigures>(
    { succeeded: headerSucceeded, failed: headerFailed },
    () => Promise.all([plansApi.regularBalance(), plansApi.targetsSum()]),
    ([regular, targets]) => ({ regular: regular.balance, available: regular.available ?? regular.balance, targets: targets.balance }),
  );
}

/** spec §3 `isAvailable`: regular savings can be withdrawn once there is money in them */
export function* noteAvailability(action: ReturnType<typeof headerSucceeded>) {
  yield put(availabilityKnown(isPositive(action.payload.regular)));
}

export function* loadCards() {
  yield* loadInto<SavedCard[] | { data: SavedCard[] }, SavedCard[]>({ succeeded: cardsSucceeded, failed: cardsFailed }, plansApi.cards, (reply) =>
    Array.isArray(reply) ? reply : (reply.data ?? []),
  );
}

export function* loadBank() {
  yield* loadInto({ succeeded: bankSucceeded, failed: bankFailed }, plansApi.bankDetails, (reply) => reply?.data ?? null);
}

function* reloadPlan(kind: AutosaveKind) {
  yield put(kind === 'regular' ? regularRequested() : saveToLoanRequested());
}

export function* saveAutosave(action: ReturnType<typeof autosaveSaveRequested>) {
  const { kind, id, body } = action.payload;
  yield* callThenAlert({
    request: (): Promise<SavingsPlanReply> => (id ? plansApi.editAutosave(kind, id, body) : plansApi.createAutosave(kind, body)),
    succeeded: () => autosaveSaveFinished({ saved: true }),
    then: () => reloadPlan(kind),
    successMessage: id ? 'Your auto save has been updated' : 'Your auto save has been created',
    navigateTo: TAB_PATHS[kind],
    failed: () => autosaveSaveFinished({ saved: false }),
  });
}

export function* deactivateAutosave(action: ReturnType<typeof autosaveDeactivateRequested>) {
  const { kind } = action.payload;
  yield* callThenAlert({
    request: () => plansApi.deactivateAutosave(kind),
    succeeded: () => autosaveDeactivateFinished(),
    then: () => reloadPlan(kind),
    successMessage: 'Auto save has been turned off',
    failed: () => autosaveDeactivateFinished(),
  });
}

export function* plansSaga() {
  yield all([
    takeLatest(headerRequested.type, loadHeader),
    takeLatest(headerSucceeded.type, noteAvailability),
    takeLatest(cardsRequested.type, loadCards),
    takeLatest(bankRequested.type, loadBank),
    takeLeading(autosaveSaveRequested.type, saveAutosave),
    takeLeading(autosaveDeactivateRequested.type, deactivateAutosave),
  ]);
}
