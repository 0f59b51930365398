// The member's bank account on file: where withdrawals are paid (kept by the bank module).
import type { Executor } from '../../db/client';
import { bankAccountOf as memberBankAccount } from '../bank';

export interface PayoutAccount {
  /** the bank account row: what a withdrawal PIN is bound to */
  id: number;
  bankName: string;
  bankCode: string;
  accountNo: string;
  accountName: string;
}

export async function bankAccountOf(executor: Executor, userId: number): Promise<PayoutAccount | null> {
  const account = await memberBankAccount(executor, userId);
  return account && { id: account.id, bankName: account.bankName, bankCode: account.bankCode, accountNo: account.accountNo, accountName: account.accountName };
}

/** ****1234: how an account number appears in messages and statements */
export const maskAccount = (accountNo: string): string => `****${accountNo.slice(-4)}`;
