// Where a withdrawal may be paid: the member's bank account on file, once the profile is complete, the account is
// approved as the member's own and any cooling period after a change has passed (kept by the bank module).
import type { Executor } from '../../db/client';
import { payoutAccountFor as bankPayoutAccount } from '../bank';
import { sessionFlags } from '../auth';

/** spec §4 and §8, verbatim */
export const UPDATE_PROFILE_AND_BANK = 'Please Update your profile and bank account to continue';

export interface PayoutAccount {
  /** the bank account row: what a withdrawal PIN is bound to */
  id: number;
  bankName: string;
  bankCode: string;
  accountNo: string;
  accountName: string;
}

export type PayoutAccountRefusal = { ok: false; message: string };

/**
 * The account a withdrawal (wallet or savings) may be paid into now, or the message that says why not. Call it at
 * every step of a withdrawal: an account changed between the steps must not be paid.
 */
export async function payoutAccountFor(executor: Executor, userId: number, now: Date): Promise<{ ok: true; account: PayoutAccount } | PayoutAccountRefusal> {
  const flags = await sessionFlags(executor, userId);
  const check = flags.profile ? await bankPayoutAccount(executor, userId, now) : null;
  if (!check || (!check.ok && check.reason === 'none')) return { ok: false, message: UPDATE_PROFILE_AND_BANK };
  if (!check.ok) return { ok: false, message: check.message };
  const { id, bankName, bankCode, accountNo, accountName } = check.account;
  return { ok: true, account: { id, bankName, bankCode, accountNo, accountName } };
}

/** ****1234: how an account number appears in messages and statements */
export const maskAccount = (accountNo: string): string => `****${accountNo.slice(-4)}`;
