// The savings area for administrators (SA, ADMIN): dividends on shareholdings, the society's savings totals, the
// autosave job's health and one member's savings at a glance. Money is a decimal string in naira ("1500.00").
import type { z } from 'zod';
import type { dividendPostBody, dividendPreviewBody } from '../modules/dividends/schema';
import type { savingsMemberQuery } from '../modules/savingsAdmin/schema';
import type { Money, Paginator } from './common';
import type { SavingsFrequency, SavingsPlanKind, SavingsPlanStatus } from './savings';

/** `POST admin/dividends/preview` body: `{amount}` (naira, ≤ 2 decimals) */
export type DividendPreviewRequest = z.input<typeof dividendPreviewBody>;
/**
 * `POST admin/dividends` body (Idempotency-Key): `{amount, note}`; the note shows as "Dividend: <note>". It is a
 * proposal (202 ProposedReply, contract/backOffice.ts): paid from the dividend pool when another administrator
 * approves it; 422 when larger than the pool holds.
 */
export type DividendPostRequest = z.input<typeof dividendPostBody>;
/** `GET admin/savings/member?email=|user_id=` */
export type SavingsMemberQuery = z.input<typeof savingsMemberQuery>;

/** One member's share of a dividend: pro rata to their shares balance, to the kobo */
export interface DividendAllocation {
  user_id: number;
  name: string;
  email: string;
  /** their shares balance the split used */
  shares: Money;
  /** what they get (preview) / got (posted) */
  amount: Money;
}

/** `POST admin/dividends/preview`: the split, nothing posted; the allocations sum exactly to `amount` (largest first) */
export interface DividendPreviewReply {
  success: true;
  amount: Money;
  /** all members' shares together */
  total_shares: Money;
  member_count: number;
  allocations: DividendAllocation[];
  /** what the dividend pool holds now: a declaration above it is refused */
  pool_balance: Money;
}

/** A posted dividend */
export interface Dividend {
  id: number;
  amount: Money;
  note: string;
  /** the administrator who declared it */
  declared_by: { id: number; name: string; email: string } | null;
  posted_at: string;
  member_count: number;
  total_shares: Money;
}

/** What approving a dividend declaration posts (the reply `POST admin/dividends` gave before it became a proposal) */
export interface DividendPostReply {
  success: true;
  message: string;
  dividend: Dividend;
}

/** `GET admin/dividends?page=&per_page=`: newest first, numbered pages (older clients) */
export type DividendListReply = Paginator<Dividend>;

/** `GET admin/dividends?before=&limit=`: newest first, keyset pages */
export interface DividendKeysetPage {
  data: Dividend[];
  /** pass as `before` for the next page; null at the end */
  next_before: number | null;
}

/** `GET admin/dividends/{id}?page=&per_page=`: the dividend and its allocations (largest first) */
export interface DividendDetailsReply {
  success: true;
  dividend: Dividend;
  allocations: Paginator<DividendAllocation>;
}

/** One savings product's total over the society */
export interface SavingsProductTotal {
  balance: Money;
  /** members holding a balance above zero in it */
  members: number;
}

/** `GET admin/savings/totals` */
export interface SavingsTotalsReply {
  success: true;
  regular: SavingsProductTotal;
  /** active targets' accounts */
  target: SavingsProductTotal & { active_targets: number };
  save_to_loan: SavingsProductTotal;
  shares: SavingsProductTotal;
  /** active (unreleased) liens: `members` = members with at least one */
  liens: { amount: Money; members: number; count: number };
  /** regular + target + save-to-loan (shares apart) */
  total_savings: Money;
}

/** A failed autosave charge */
export interface AutosaveFailure {
  run_id: number;
  plan_id: number;
  user_id: number;
  name: string;
  email: string;
  kind: SavingsPlanKind;
  /** targets only */
  target_name: string | null;
  amount: Money;
  reason: string | null;
  /** ISO time the charge was tried */
  at: string;
}

/** `GET admin/savings/autosave`: the autosave job's health */
export interface AutosaveHealthReply {
  success: true;
  plans: {
    /** active plans with autosave on */
    autosave_on: number;
    /** of those, not paused and due now (next_run_at ≤ now) */
    due_now: number;
    /** paused after three failed charges in a row */
    paused: number;
  };
  runs: {
    last_24_hours: { charged: number; failed: number };
    last_7_days: { charged: number; failed: number };
  };
  /** the 20 most recent, newest first */
  recent_failures: AutosaveFailure[];
}

/** A plan as the member-at-a-glance view lists it */
export interface AdminSavingsPlan {
  id: number;
  kind: SavingsPlanKind;
  status: SavingsPlanStatus;
  target_name: string | null;
  targeted_amount: Money | null;
  /** targets: their account's balance now (active) or what they closed with; regular / save-to-loan: the package balance */
  balance: Money;
  amount: Money;
  frequency: SavingsFrequency;
  auto_status: boolean;
  paused: boolean;
  consecutive_failures: number;
  next_run_at: string | null;
  end_date: string | null;
  created_at: string;
  closed_at: string | null;
}

export interface AdminSavingsLien {
  id: number;
  reason: 'loan_cover' | 'guarantee';
  reference: string;
  amount: Money;
  created_at: string;
}

export interface AdminSavingsTransaction {
  id: number;
  reference: string;
  /** the package it moved: regular_savings, save_to_loan, shares, target_savings:<id> */
  purpose: string;
  amount: Money;
  transaction_type: 'credit' | 'debit';
  date_time: string;
  description: string;
  category_label: string;
}

/** `GET admin/savings/member?email=|user_id=`: 404 for an unknown member */
export interface SavingsMemberReply {
  success: true;
  member: { id: number; name: string; email: string; member_status: boolean };
  balances: {
    wallet: Money;
    regular: Money;
    /** all active targets together */
    target: Money;
    save_to_loan: Money;
    shares: Money;
    /** active liens together */
    pledged: Money;
  };
  plans: AdminSavingsPlan[];
  liens: AdminSavingsLien[];
  /** the 10 latest movements of their savings packages, newest first */
  transactions: AdminSavingsTransaction[];
}
