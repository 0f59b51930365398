// The member's bank account on file: where withdrawals are paid.
//
// MERGE NOTE: bank accounts are added on the Account screen (`bank_account/add`), built in parallel on the profile-api
// branch, whose table is not on this branch. At merge, point this one function at that table (bank name, bank code,
// account number, account name of the member's current account). Until then no member has a bank account on file,
// which is also what `sessionFlags` says today (bank: false), so no withdrawal can start. Tests stand in for it.
import type { Executor } from '../../db/client';

export interface PayoutAccount {
  bankName: string;
  bankCode: string;
  accountNo: string;
  accountName: string;
}

export async function bankAccountOf(_executor: Executor, _userId: number): Promise<PayoutAccount | null> {
  return null;
}

/** ****1234: how an account number appears in messages and statements */
export const maskAccount = (accountNo: string): string => `****${accountNo.slice(-4)}`;
