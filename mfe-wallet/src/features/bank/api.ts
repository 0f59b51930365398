// Bank details (facts §2.10, §3.10): the bank list and account-name lookup go through our API, never the provider. The
// reads are loaders for `useLoad`; saving is a path for the remote's calls (features/calls.ts).
import { accepted, http } from '@coop/shared';
import type { BankAccount, BankAccountDetails, BankAccountRequest, BankOption, BanksReply, ResolveAccountReply } from '@coop/api/contract';

/** the wallet sends the bank and account names it showed too (the API looks them up again, never trusts them) */
export type BankAccountBody = BankAccountRequest & BankAccount;
/** the account on file; its status is absent only from an older API's reply */
export type BankAccountOnFile = BankAccount & Partial<Omit<BankAccountDetails, keyof BankAccount>>;

/** facts §3.10, verbatim */
export const INVALID_ACCOUNT = 'Invalid account, please check the account details and try again';

export interface ResolvedAccount {
  accountNumber: string;
  bankCode: string;
  accountName: string;
}

export const bankApi = {
  // the spec marks this path with ?token=
  details: async (signal?: AbortSignal): Promise<BankAccountOnFile | null> => {
    const reply = accepted(await http.get<{ success?: boolean; data: BankAccountOnFile | null } | BankAccountOnFile[]>('bank_account/details', { tokenInQuery: true, signal }));
    // the original answered `[account]`; ours answers `{ data: account | null }`
    return Array.isArray(reply) ? (reply[0] ?? null) : (reply.data ?? null);
  },
  banks: async (signal?: AbortSignal): Promise<BankOption[]> => accepted(await http.get<BanksReply>('banks', { signal })).data ?? [],
  /** whatever the provider said on a failure, the member needs to check the digits and the bank */
  resolve: async (accountNumber: string, bankCode: string, signal?: AbortSignal): Promise<ResolvedAccount> => {
    let name: string | undefined;
    try {
      const reply = await http.get<ResolveAccountReply>('bank/resolve', { query: { account_number: accountNumber, bank_code: bankCode }, signal });
      name = accepted(reply).data?.account_name;
    } catch (error) {
      if (signal?.aborted) throw error;
    }
    if (!name) throw new Error(INVALID_ACCOUNT);
    return { accountNumber, bankCode, accountName: name };
  },
};

export const bankPaths = {
  add: 'bank_account/add',
  update: 'bank_accountUpdate',
};
