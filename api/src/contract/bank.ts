// The member's bank account, where withdrawals are paid.
/** `GET bank_account/details?token=` → `{success, data: BankAccount | null}` */
export interface BankAccount {
  bank_name: string;
  bank_code: string;
  account_no: string;
  /** as the bank's records give it (resolved through the provider) */
  account_name: string;
}
/**
 * Whether withdrawals can be paid into the account: `held` while an administrator checks an account whose
 * resolved name is not the member's, `cooling` until `withdrawals_open_at` after a change of account.
 */
export type BankAccountStatus = 'approved' | 'held' | 'cooling';
/** The account on file with its status: added fields, the original client reads only BankAccount's. */
export interface BankAccountDetails extends BankAccount {
  status: BankAccountStatus;
  /** ISO instant withdrawals open (cooling), else null */
  withdrawals_open_at: string | null;
  /** what the member should know about the status, null when withdrawals are open */
  status_message: string | null;
}
export interface BankAccountReply {
  success: true;
  data: BankAccountDetails | null;
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
  /** the member's password: required to replace an account on file (not for the first one, as the original sent it) */
  password?: string | null;
}
export interface BankAccountSaveReply {
  success: true;
  message: string;
  data: BankAccountDetails;
}
/** An account waiting for an administrator: the name the bank gave beside the member's profile name. */
export interface HeldBankAccount {
  id: number;
  member: { id: number; name: string; email: string };
  bank_name: string;
  account_no: string;
  account_name: string;
  created_at: string;
  /** the signed-in administrator's own account: another administrator must review it */
  yours: boolean;
}
/**
 * `GET admin/bank_accounts/held?search=&before=&limit=` (SA, ADMIN): oldest first (the longest wait first); `search` is
 * part of the member's name, e-mail or phone number; `before` is `next_before` of the previous page (the last id shown,
 * the next page goes on in the list's order), null on the last page.
 */
export interface HeldBankAccountsReply {
  success: true;
  data: HeldBankAccount[];
  next_before: number | null;
}
/** `POST admin/bank_accounts/{id}/approve` and `.../reject` (SA, ADMIN) */
export interface BankAccountReviewReply {
  success: true;
  message: string;
}
