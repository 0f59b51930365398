// The member's bank account, where withdrawals are paid.
import type { z } from 'zod';
import type { bankAccountBody } from '../modules/bank/schema';

/** `GET bank_account/details?token=` → `{success, data: BankAccount | null}` */
export interface BankAccount {
  bank_name: string;
  bank_code: string;
  account_no: string;
  /** as the bank's records give it (resolved through the provider) */
  account_name: string;
}
export interface BankAccountReply {
  success: true;
  data: BankAccount | null;
}
/** `POST bank_account/add` and `POST bank_accountUpdate`: `account_name` and `bank_name` are looked up, not trusted. */
export type BankAccountRequest = z.input<typeof bankAccountBody>;
export interface BankAccountSaveReply {
  success: true;
  message: string;
  data: BankAccount;
}
