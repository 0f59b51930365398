// Bank details (facts §2.10, §3.10): the bank list and account-name lookup go through our API, never the provider.
import { http } from '@coop/shared';
import type { BankAccount, BankAccountDetails, BankAccountRequest, BanksReply, MutationReply, ResolveAccountReply } from '@coop/api/contract';

/** the wallet sends the bank and account names it showed too (the API looks them up again, never trusts them) */
export type BankAccountBody = BankAccountRequest & BankAccount;
/** the account on file; its status is absent only from an older API's reply */
export type BankAccountOnFile = BankAccount & Partial<Omit<BankAccountDetails, keyof BankAccount>>;

export const bankApi = {
  // the spec marks this path with ?token=
  details: () => http.get<{ success?: boolean; data: BankAccountOnFile | null }>('bank_account/details', { tokenInQuery: true }),
  banks: () => http.get<BanksReply>('banks'),
  resolve: (accountNumber: string, bankCode: string) =>
    http.get<ResolveAccountReply>('bank/resolve', { query: { account_number: accountNumber, bank_code: bankCode } }),
  add: (body: BankAccountBody) => http.post<MutationReply>('bank_account/add', body),
  update: (body: BankAccountBody) => http.post<MutationReply>('bank_accountUpdate', body),
};
