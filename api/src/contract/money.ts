// Types of the money area's replies (issue 3): wallet, payments, withdrawals, membership, profile, bank,
// cards, transactions, statements and the admin panels. Money is a decimal string in naira ("1500.00").
import type { Money, Paginator } from './common';

// ── payments ────────────────────────────────────────────────────────────────────────────────────
// payment_methods, getApiKey, fee preview, banks, resolve, cards and charge status: see modules/payments/contract.ts
export type ChargePurpose = 'wallet_funding' | 'card_verification' | 'registration_fee';
/**
 * `POST payments/charges {purpose, amount?, save_card?, callback_path?}` → open `authorization_url` (the provider's
 * checkout; it returns the member to `callback_path?reference=…`), then send `reference` as `paystack_id` to
 * `save_wallet/store` or `registration_fee_payment`. `card_verification` is always ₦100 and saves the card;
 * `registration_fee` takes the fee from the society settings (any `amount` sent is ignored).
 */
export interface StartChargeRequest {
  purpose: ChargePurpose;
  amount?: Money | number;
  save_card?: boolean;
  /** an in-app path, default `/wallet` (`/settings` for card_verification) */
  callback_path?: string;
}
export interface StartChargeReply {
  success: true;
  reference: string;
  authorization_url: string;
  amount: Money;
  fee: Money;
  total: Money;
}

// ── wallet ──────────────────────────────────────────────────────────────────────────────────────
export interface WalletBalanceReply {
  success: true;
  balance: Money;
}
export type TransactionType = 'credit' | 'debit';
/** A row of `show_wallet?page=&per_page=` (paginated, newest first). `wallet_category` uses the original's codes (facts §4.6). */
export interface WalletEntry {
  /** the wallet posting's id */
  id: number;
  reference: string;
  wallet_category: number;
  wallet_type: TransactionType;
  /** always positive: `wallet_type` says the direction */
  amount: Money;
  payment_method: string;
  description: string;
  /** ISO time the server recorded it */
  entry_date: string;
  /** posted; pending (a withdrawal the bank has not confirmed yet); voided (a withdrawal that failed: a credit row gives it back) */
  status: 'posted' | 'pending' | 'voided';
  /** the wallet balance right after this row */
  balance_after: Money;
}
export type WalletHistoryReply = Paginator<WalletEntry>;
/**
 * `POST save_wallet/store {amount, payment_method: 'Paystack', paystack_id?, card_id?}` (Idempotency-Key).
 * Exactly one of `paystack_id` (a reference from `payments/charges`, paid on the checkout) or `card_id` (a saved
 * card the API charges amount + card fee). With `paystack_id` the charge's own amount is credited and `amount` may be
 * left out (when sent it must equal it). `save_card` is decided when the charge starts and is ignored here.
 */
export interface FundWalletRequest {
  amount?: Money | number;
  payment_method: 'Paystack';
  paystack_id?: string;
  card_id?: number;
  save_card?: boolean;
}
export interface FundWalletReply {
  success: true;
  message: string;
  /** naira credited to the wallet (the card fee is not) */
  amount: Money;
  /** the wallet balance after the credit */
  balance: Money;
  /** the saved card used or created by this payment, if any (the client stores it as `card_id`) */
  card_id: number | null;
  reference: string;
}

// ── withdrawals ─────────────────────────────────────────────────────────────────────────────────
/**
 * reserved: the money has left the wallet and waits for the bank transfer to be accepted; sent: the provider is paying
 * it; confirmed: paid into the bank account; reversed: it failed or was cancelled and the money is back in the wallet.
 */
export type WithdrawalStatus = 'reserved' | 'sent' | 'confirmed' | 'reversed';
export interface TimelineStep {
  state: WithdrawalStatus;
  at: string;
  note?: string;
}
/** `GET show_withdrawal/{id}` (a bare object; another member's id is a 404) and the rows of `GET withdrawals?page=` */
export interface Withdrawal {
  id: number;
  reference: string;
  amount: Money;
  status: WithdrawalStatus;
  bank_name: string;
  account_no: string;
  account_name: string;
  created_at: string;
  /** reserved → sent → confirmed, or … → reversed; oldest first */
  timeline: TimelineStep[];
  failure_reason: string | null;
}
export type WithdrawalsReply = Paginator<Withdrawal>;
/**
 * `POST verifyPasswordBeforeWithdrawal {password, amount, withdrawal_pin?}` → a 6-digit PIN for this amount is mailed
 * (valid 10 minutes, 5 tries, replaced by a newer request); the client shows the message and the PIN step.
 */
export interface VerifyWithdrawalReply {
  success: true;
  message: string;
  expires_at: string;
  amount: Money;
}
/**
 * `POST paystackWithdrawalToBank {password, amount, withdrawal_pin}` (Idempotency-Key). A replay with the same key
 * answers with the same withdrawal in its current state.
 */
export interface WithdrawReply {
  success: true;
  message: string;
  withdrawal: Withdrawal;
  /** the wallet balance now */
  balance: Money;
}

// ── transactions and statements ─────────────────────────────────────────────────────────────────
/** 'pending': reserved, waiting for the bank or provider; 'voided': it failed and a reversal returned the money. */
export type EntryStatus = 'posted' | 'pending' | 'voided';
/**
 * A row of `transactions/details?page=&per_page=&from=YYYY-MM-DD&to=YYYY-MM-DD&category=`: one money movement of
 * the member across all their accounts, newest first. `amount` is the member's net (positive), `transaction_type`
 * its direction for them; a move between their own accounts carries the amount moved (credit when it went into a
 * product, debit when it came back to the wallet). `transaction_category` 0 = other.
 */
export interface TransactionRow {
  id: number;
  reference: string;
  transaction_category: number;
  category_label: string;
  transaction_type: TransactionType;
  amount: Money;
  payment_method: string;
  description: string;
  status: EntryStatus;
  /** ISO 8601 instant */
  entry_date: string;
}
export interface TransactionCategory {
  code: number;
  label: string;
}
export type TransactionsReply = Paginator<TransactionRow> & { categories: TransactionCategory[] };
/** A row of `statement_of_account?from=YYYY-MM-DD&to=YYYY-MM-DD&page=&per_page=` (add `&format=csv|pdf` to download every row). */
export interface StatementRow {
  id: number;
  reference: string;
  /** ISO 8601 instant */
  date: string;
  description: string;
  credit: Money | null;
  debit: Money | null;
  /** the wallet balance after this entry */
  balance: Money;
  status: EntryStatus;
}
/** The member's wallet between two Lagos dates (inclusive); rows oldest first with their running balance. */
export type StatementReply = Paginator<StatementRow> & {
  success: true;
  /** 'Wallet' */
  account: string;
  /** the member number the original showed, `FIN-{user_id}` */
  account_no: string;
  from: string;
  to: string;
  /** the balance at the start of `from` */
  opening_balance: Money;
  /** the balance at the end of `to` (= the wallet balance when `to` is today) */
  closing_balance: Money;
  total_credits: Money;
  total_debits: Money;
};

// ── membership and society settings ─────────────────────────────────────────────────────────────
/** `GET get_registration_fee` */
export interface RegistrationFeeReply {
  success: true;
  fee: Money;
  member_status: boolean;
}
/**
 * `POST registration_fee_payment?token= {payment_method: 'Wallet' | 'Paystack', paystack_id?, card_id?}`
 * (Idempotency-Key); then the client logs out (spec §4). Paystack needs `paystack_id` (a `registration_fee` charge
 * from `payments/charges`) or `card_id` (a saved card). A member already: 409 'You are already a member'.
 */
export interface RegistrationFeePaymentRequest {
  payment_method: 'Wallet' | 'Paystack';
  paystack_id?: string;
  card_id?: number;
}
export interface RegistrationFeePaymentReply {
  success: true;
  message: string;
  member_status: true;
  /** the fee paid */
  amount: Money;
  reference: string;
}
export interface SocietySettings {
  registration_fee: Money;
  minimum_shareholding: Money;
  loan_form_fee: Money;
  loan_repayment_duration_months: number;
  business_finance_payment_duration_months: number;
}
/** `GET get_minimum_fee`, `GET get_loan_fee`: `{success, value: "5000.00"}` */
export interface MoneySettingReply {
  success: true;
  value: Money;
}
/** `GET loan_repayment_duration?token=`, `GET business_finance_payment_duration?token=`: whole months */
export interface DurationSettingReply {
  success: true;
  value: number;
}
/** One changed setting in `settings_audit`. Values are as on the wire ("2000.00", "12"). */
export interface SettingsChange {
  id: number;
  field: keyof SocietySettings;
  old_value: string;
  new_value: string;
  changed_by: { id: number; name: string; email: string };
  changed_at: string;
}
/** `GET admin/settings` and `PUT admin/settings` (body: any of SocietySettings' fields; SA/ADMIN) */
export interface AdminSettingsReply {
  success: true;
  message?: string;
  settings: SocietySettings;
  /** the latest changes, newest first */
  changes: SettingsChange[];
}

// ── profile, bank ───────────────────────────────────────────────────────────────────────────────
export type MaritalStatus = 'married' | 'single' | 'widow';
export type BusinessType = 'sole' | 'partnership' | 'ltd' | 'plc' | 'other';
/** `GET show_profile?token=` → `ProfileReply`; `POST profiles/update` takes the same keys (`ProfileUpdateRequest`). */
export interface Profile {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_no: string;
  address: string;
  state_of_origin: string;
  local_govt: string;
  marital_status: MaritalStatus | '';
  kin_first_name: string;
  kin_last_name: string;
  kin_phone_no: string;
  kin_email: string;
  relationship: string;
  occupation: string;
  business_address: string;
  business_type: BusinessType | '';
  business_type_others: string;
  employers_name: string;
  employers_phone_no: string;
  /** `/api/profile_pic/{user_id}/{version}.webp` (served without auth, cached forever) or null */
  profile_pic: string | null;
  /** 25 + 25 (next of kin relationship) + 25 (picture) + 25 (bank account), as the original showed */
  completeness: number;
  /** the three steps are filled */
  complete: boolean;
}
export interface ProfileReply {
  success: true;
  data: Profile;
}
/**
 * `POST profiles/update`. Required: first_name, last_name, marital_status, kin_first_name, kin_last_name,
 * kin_phone_no, occupation, business_address, business_type (and business_type_others when it is 'other').
 * `email`, when sent, must be the account's own. Phone numbers: 11 digits (08012345678). Other keys are ignored.
 */
export type ProfileUpdateRequest = Omit<Profile, 'user_id' | 'profile_pic' | 'completeness' | 'complete' | 'email'> & { email?: string };
export interface ProfileUpdateReply {
  success: true;
  message: string;
  first_name: string;
  last_name: string;
  email: string;
  profile: boolean;
}
/** `GET profile/options`: the choices of the profile form */
export interface ProfileOptionsReply {
  success: true;
  states: string[];
  marital_statuses: MaritalStatus[];
  business_types: { value: BusinessType; label: string }[];
}
/** `POST profiles/updatePics` (multipart, field `profile_pic`: JPEG, PNG or WebP, at most 2 MB) */
export interface PictureReply {
  success: true;
  message: string;
  profile_pic: string;
}
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
export interface BankAccountRequest {
  bank_code: string;
  account_no: string;
  bank_name?: string;
  account_name?: string;
}
export interface BankAccountSaveReply {
  success: true;
  message: string;
  data: BankAccount;
}

// ── admin ───────────────────────────────────────────────────────────────────────────────────────
export interface OverduePendingTransfer {
  transfer_id: number;
  reference: string;
  kind: string;
  deadline_at: string;
  alerted: boolean;
}
/** `GET admin/ledger/check`: the ledger's invariants over one consistent snapshot (`ok` = all hold). */
export interface LedgerCheckReply {
  success: true;
  ok: boolean;
  checked_at: string;
  /** must be "0.00" */
  postings_sum: Money;
  postings_checked: number;
  accounts_checked: number;
  transfers_checked: number;
  mismatched_accounts: { account_id: number; cached: Money; actual: Money }[];
  mismatched_account_counters: { account_id: number; field: 'posting_count' | 'debit_total'; cached: Money; actual: Money }[];
  negative_member_accounts: { account_id: number; owner_user_id: number; purpose: string; cached: Money; actual: Money }[];
  unbalanced_transfers: { transfer_id: number; reference: string; sum: Money; postings: number }[];
  broken_running_balances: { account_id: number; posting_id: number; entry_no: string; balance_after: Money; expected_balance_after: Money }[];
  overdue_pending_without_alert: OverduePendingTransfer[];
  overdue_pending: OverduePendingTransfer[];
}
/** `GET admin/ledger/alerts` → `{success, data}`: unresolved alerts, oldest first */
export interface LedgerAlert {
  alert_id: number;
  alert_kind: string;
  created_at: string;
  transfer_id: number;
  reference: string;
  kind: string;
  user_id: number | null;
  deadline_at: string;
}
export interface LedgerAlertsReply {
  success: true;
  data: LedgerAlert[];
}
/**
 * A row of `GET admin/withdrawals?status=pending|reversed|confirmed|stuck&page=` (paginated). Pending = reserved or
 * sent; stuck = pending past its deadline or without a conclusive answer from the provider.
 */
export interface AdminWithdrawal extends Withdrawal {
  user_id: number;
  member_name: string;
  member_email: string;
  /** what the provider last said: pending, success, failed, reversed, not_found, or unknown (no conclusive answer) */
  provider_status: string | null;
  last_provider_error: string | null;
  send_attempts: number;
  deadline_at: string;
  stuck: boolean;
}
export type AdminWithdrawalsReply = Paginator<AdminWithdrawal>;
/** `POST admin/withdrawals/{id}/retry` and `POST admin/withdrawals/{id}/void {reason}` (Idempotency-Key) */
export interface AdminWithdrawalActionReply {
  success: true;
  message: string;
  withdrawal: AdminWithdrawal;
}
/** `GET admin/society-balances` → a bare array: every society account, then the members' accounts summed by purpose */
export interface SocietyBalance {
  purpose: string;
  label: string;
  balance: Money;
}
