// The member's bank account, where withdrawals are paid.
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
/**
 * `POST bank_account/add` and `POST bank_accountUpdate`: `account_name` and `bank_name` are looked up, not trusted.
 * Written out here because the schema's module reaches the payments module; modules/bank/schema.ts checks at compile
 * time that it is exactly the schema's input.
 */
export interface BankAccountRequest {
  bank_code: string;
  account_no: string;
  bank_name?: string | null;
  account_name?: string | null;
}
export interface BankAccountSaveReply {
  success: true;
  message: string;
  data: BankAccount;
}
