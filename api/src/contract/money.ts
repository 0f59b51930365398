// Types of the money area's replies (issue 3): wallet, payments, withdrawals, membership, profile, bank,
// cards, transactions, statements and the admin panels. Money is a decimal string in naira ("1500.00").
import type { Money, Paginator } from './common';

// ── payments ────────────────────────────────────────────────────────────────────────────────────
// payment_methods, getApiKey, fee preview, banks, resolve, cards and charge status: see modules/payments/contract.ts
export type ChargePurpose = 'wallet_funding' | 'card_verification' | 'registration_fee';
/** `POST payments/charges {purpose, amount, save_card}` → open `authorization_url`, then send `reference` as `paystack_id`. */
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
/** A row of `show_wallet` (paginated). `wallet_category` uses the original's codes (facts §4.6). */
export interface WalletEntry {
  id: number;
  reference: string;
  wallet_category: number;
  wallet_type: TransactionType;
  amount: Money;
  payment_method: string;
  description: string;
  entry_date: string;
}
export type WalletHistoryReply = Paginator<WalletEntry>;
/** `POST save_wallet/store {amount, payment_method, paystack_id?, save_card?, card_id?}` (Idempotency-Key). */
export interface FundWalletReply {
  success: true;
  message: string;
  balance: Money;
  card_id: number | null;
}

// ── withdrawals ─────────────────────────────────────────────────────────────────────────────────
export type WithdrawalStatus = 'reserved' | 'sent' | 'confirmed' | 'reversed';
export interface TimelineStep {
  state: WithdrawalStatus;
  at: string;
  note?: string;
}
export interface Withdrawal {
  id: number;
  reference: string;
  amount: Money;
  status: WithdrawalStatus;
  bank_name: string;
  account_no: string;
  account_name: string;
  created_at: string;
  timeline: TimelineStep[];
  failure_reason: string | null;
}
/** `POST verifyPasswordBeforeWithdrawal {password, amount}` → a PIN is mailed; the client shows a continue alert. */
export interface VerifyWithdrawalReply {
  success: true;
  message: string;
  expires_at: string;
}
/** `POST paystackWithdrawalToBank {password, amount, withdrawal_pin}` (Idempotency-Key). */
export interface WithdrawReply {
  success: true;
  message: string;
  withdrawal: Withdrawal;
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
export interface RegistrationFeeReply {
  success: true;
  fee: Money;
  member_status: boolean;
}
/** `POST registration_fee_payment?token= {payment_method, paystack_id?, card_id?}` (Idempotency-Key); then the client logs out. */
export interface RegistrationFeePaymentReply {
  success: true;
  message: string;
  member_status: true;
}
export interface SocietySettings {
  registration_fee: Money;
  minimum_shareholding: Money;
  loan_form_fee: Money;
  loan_repayment_duration_months: number;
  business_finance_payment_duration_months: number;
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
export interface LedgerCheckReply {
  success: true;
  ok: boolean;
  checked_at: string;
  postings_sum: Money;
  accounts_checked: number;
  mismatched_accounts: { account_id: number; cached: Money; actual: Money }[];
  negative_member_accounts: { account_id: number; balance: Money }[];
  unbalanced_transfers: { transfer_id: number; sum: Money }[];
  overdue_pending: { transfer_id: number; reference: string; deadline_at: string; alerted: boolean }[];
}
export interface AdminWithdrawal extends Withdrawal {
  user_id: number;
  member_name: string;
  member_email: string;
}
export interface SocietyBalance {
  purpose: string;
  label: string;
  balance: Money;
}
