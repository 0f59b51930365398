// Bank sagas: details, the bank list, the account-name lookup at 10 digits, and saving (add or update).
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { accepted, callThenAlert, loadInto } from '@coop/shared';
import type { BanksReply, MutationReply, ResolveAccountReply } from '@coop/api/contract';
import { patchSessionUser, SETTINGS_PATH } from '../profile/saga';
import { bankApi, type BankAccountBody, type BankAccountOnFile } from './api';
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
  yield* loadInto<{ data: BankAccountOnFile | null } | BankAccountOnFile[], BankAccountOnFile | null>(
    { succeeded: bankDetailsSucceeded, failed: bankDetailsFailed },
    bankApi.details,
    // the original answered `[account]`; ours answers `{ data: account | null }`
    (reply) => (Array.isArray(reply) ? (reply[0] ?? null) : (reply.data ?? null)),
  );
}

export function* loadBanks() {
  yield* loadInto({ succeeded: banksSucceeded, failed: banksFailed }, bankApi.banks, (reply: BanksReply) => reply.data ?? []);
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

function withoutPassword({ password: _password, ...account }: BankAccountBody): BankAccountOnFile {
  return account;
}

export function* saveBankAccount(action: ReturnType<typeof bankSaveRequested>) {
  const { body, replace } = action.payload;
  yield* callThenAlert({
    request: (): Promise<MutationReply & { data?: BankAccountOnFile }> => (replace ? bankApi.update(body) : bankApi.add(body)),
    // without the password: the body is kept as the account on file when an older API answers without `data`
    succeeded: (_message, reply) => bankSaveSucceeded(reply.data ?? withoutPassword(body)),
    then: function* () {
      yield call(patchSessionUser, { bank: true });
    },
    successMessage: 'Your bank details have been saved',
    navigateTo: SETTINGS_PATH,
    failed: bankSaveFailed,
  });
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
