// A member's file in the console (issue 25): the parts of `GET admin/members/{id}` beyond who they are. Every figure
// is the one the member's own screens show at the same moment. Money is a decimal string in naira ("1500.00").
import type { AuditEntry, PersonRef } from './backOffice';
import type { Money } from './common';

/** The bank account on file, masked: only its last four digits are ever sent */
export interface MemberFileBankAccount {
  bank_name: string;
  account_name: string;
  /** e.g. "******6784" */
  account_no: string;
  review_status: 'approved' | 'held' | 'rejected';
}

/** Shares against the society's minimum shareholding, as `share_holding` answers the member */
export interface MemberFileShareholding {
  balance: Money;
  minimum: Money;
  minimum_met: boolean;
  shortfall: Money;
}

export interface MemberFileTarget {
  id: number;
  name: string;
  status: string;
  balance: Money;
}

/** Every balance the society holds for the member */
export interface MemberFileBalances {
  wallet: Money;
  shares: Money;
  regular: Money;
  save_to_loan: Money;
  /** every target, newest first, closed ones included (they hold nothing) */
  targets: MemberFileTarget[];
  /** regular + active targets + save to loan (`total_balances_for_all_savings_packages`) */
  savings_total: Money;
  /** the part of regular + save to loan that active liens hold */
  under_lien: Money;
  /** what they may still pledge: regular + save to loan − liens (`loan_owner_savings_balance`) */
  guarantable: Money;
}

/** Loan statuses (facts §4.1): 0 pending, 2 processing, 1 approved, 11 disbursed, 3 completed, 9 cancelled or declined */
export interface MemberFileLoan {
  id: number;
  kind: 'individual' | 'group' | 'business';
  amount: Money;
  outstanding: Money;
  status: number;
  /** days since the earliest unpaid instalment fell due (Lagos today); 0 when none is overdue */
  days_overdue: number;
  created_at: string;
}

/** A guarantee the member gave to another member's loan */
export interface MemberFileGuarantee {
  loan_id: number;
  borrower: PersonRef;
  guaranteed: Money;
  /** what their active lien on that loan still holds */
  held: Money;
  /** 0 pending, 1 accepted, 2 cancelled */
  status: number;
  loan_status: number;
}

/** Order statuses (facts §4.4): 1 pending, 3 approved, 5 delivered (repaying), 2 paid, 6 closed, 4 declined */
export interface MemberFileOrder {
  id: number;
  order_no: string;
  status: number;
  total: Money;
  /** what is still to pay (a delivered order: its receivable in the ledger) */
  remaining: Money;
  created_at: string;
}

/** One investment the member holds (their purchases of it summed) */
export interface MemberFileInvestment {
  investment_id: number;
  kind: 'market' | 'halal';
  investment_type: string;
  slots: number;
  amount: Money;
  payout: Money;
  maturity_date: string;
  paid_out: boolean;
}

/** A saved card: brand and last four digits only */
export interface MemberFileCard {
  id: number;
  brand: string;
  last4: string;
}

export interface MemberFileSignIn {
  at: string;
  user_agent: string | null;
  /** the session is still live (not signed out, not expired) */
  active: boolean;
}

export interface MemberFileSuspension {
  suspended: boolean;
  suspended_at: string | null;
  suspended_by: PersonRef | null;
  suspension_reason: string | null;
}

export interface MemberFile extends MemberFileSuspension {
  /** the signed-in administrator's own file: the console offers no actions on it */
  yours: boolean;
  bank_account: MemberFileBankAccount | null;
  shareholding: MemberFileShareholding;
  balances: MemberFileBalances;
  /** newest first, at most 50 */
  loans: MemberFileLoan[];
  /** newest first, at most 50 */
  guarantees: MemberFileGuarantee[];
  /** newest first, at most 20 */
  orders: MemberFileOrder[];
  investments: MemberFileInvestment[];
  cards: MemberFileCard[];
  /** the last 10 sessions opened, newest first */
  sign_ins: MemberFileSignIn[];
  /** PIN-protected withdrawals locked by too many wrong PINs (`POST admin/pin_locks/{user_id}/unlock` lifts it) */
  withdrawals_locked: boolean;
  withdrawals_locked_at: string | null;
  /** the last 20 audit rows about them (audit_log.subject_user_id), newest first; more at `GET admin/audit?subject_user_id=` */
  audit: AuditEntry[];
}
