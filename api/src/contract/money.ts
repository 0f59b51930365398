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
/** A row of `transactions/details?page=&from=&to=&category=`. */
export interface TransactionRow {
  id: number;
  reference: string;
  transaction_category: number;
  category_label: string;
  transaction_type: TransactionType;
  amount: Money;
  payment_method: string;
  description: string;
  entry_date: string;
}
export type TransactionsReply = Paginator<TransactionRow> & { categories: { code: number; label: string }[] };
/** `GET statement_of_account?from=YYYY-MM-DD&to=YYYY-MM-DD&page=` (add `&format=csv|pdf` to download). */
export interface StatementRow {
  id: number;
  reference: string;
  date: string;
  description: string;
  credit: Money | null;
  debit: Money | null;
  balance: Money;
}
export type StatementReply = Paginator<StatementRow> & {
  success: true;
  account: string;
  from: string;
  to: string;
  opening_balance: Money;
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
/** `GET show_profile` → `{success, data: Profile}`; `POST profiles/update` takes the same keys. */
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
  profile_pic: string | null;
  /** 25 + 25 (next of kin) + 25 (picture) + 25 (bank account), as the original showed */
  completeness: number;
  /** the three steps are filled */
  complete: boolean;
}
export interface ProfileUpdateReply {
  success: true;
  message: string;
  first_name: string;
  last_name: string;
  email: string;
  profile: boolean;
}
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
  account_name: string;
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
