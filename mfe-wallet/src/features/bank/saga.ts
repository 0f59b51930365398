// Bank sagas: details, the bank list, the account-name lookup at 10 digits, and saving (add or update).
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { alertError, alertSuccess, navigate, accepted, failureMessage } from '@coop/shared';
import type { BankAccount, BanksReply, MutationReply, ResolveAccountReply } from '@coop/api/contract';
import { patchSessionUser, SETTINGS_PATH } from '../profile/saga';
import { bankApi } from './api';
import {
  bankDetailsFailed,
  bankDetailsRequested,
  bankDetailsSucceeded,
  bankSaveFailed,
  bankSaveRequested,
  bankSaveSucceeded,
  banksFailed,
  banksRequested,
  banksSucceeded,
  resolveFailed,
  resolveRequested,
  resolveSucceeded,
} from './slice';

/** facts §3.10, verbatim */
export const INVALID_ACCOUNT = 'Invalid account, please check the account details and try again';

export function* loadBankDetails() {
  try {
    const reply: { data: BankAccount | null } | BankAccount[] = yield call(bankApi.details);
    accepted(reply);
    // the original answered `[account]`; ours answers `{ data: account | null }`
    const account = Array.isArray(reply) ? (reply[0] ?? null) : (reply.data ?? null);
    yield put(bankDetailsSucceeded(account));
  } catch (error) {
    yield put(bankDetailsFailed(failureMessage(error)));
  }
}

export function* loadBanks() {
  try {
    const reply: BanksReply = yield call(bankApi.banks);
    yield put(banksSucceeded(accepted(reply).data ?? []));
  } catch (error) {
    yield put(banksFailed(failureMessage(error)));
  }
}

export function* resolveAccount(action: ReturnType<typeof resolveRequested>) {
  try {
    const reply: ResolveAccountReply = yield call(bankApi.resolve, action.payload.accountNumber, action.payload.bankCode);
    const name = accepted(reply).data?.account_name;
    if (!name) throw new Error(INVALID_ACCOUNT);
    yield put(resolveSucceeded(name));
  } catch {
    // whatever the provider said, the member needs to check the digits and the bank
    yield put(resolveFailed(INVALID_ACCOUNT));
  }
}

export function* saveBankAccount(action: ReturnType<typeof bankSaveRequested>) {
  const { body, replace } = action.payload;
  try {
    const reply: MutationReply & { data?: BankAccount } = yield call(replace ? bankApi.update : bankApi.add, body);
    accepted(reply);
    yield put(bankSaveSucceeded(reply.data ?? body));
    yield call(patchSessionUser, { bank: true });
    yield put(alertSuccess(reply.message || 'Your bank details have been saved'));
    yield call(navigate, SETTINGS_PATH);
  } catch (error) {
    const message = failureMessage(error);
    yield put(bankSaveFailed(message));
    yield put(alertError(message));
  }
}

export function* bankSaga() {
  yield all([
    takeLatest(bankDetailsRequested.type, loadBankDetails),
    takeLatest(banksRequested.type, loadBanks),
    // takeLatest: only the answer for the digits now in the field matters
    takeLatest(resolveRequested.type, resolveAccount),
    takeLeading(bankSaveRequested.type, saveBankAccount),
  ]);
}
