// The society's books (issue 25), read from the ledger: the trial balance, the society's position, the portfolio at
// risk and the monthly movements, each as of the end of a Lagos day. Money is a decimal string in naira ("1500.00");
// every report also comes as CSV (`….csv` beside its route, same query).
import type { Money } from './common';

/** where a report's balances come from: today's maintained account balances, or each account's last posting by then */
export type BalanceSource = 'maintained_balances' | 'postings_as_of';

/** one line of the trial balance: a society account, or one family of members' accounts summed */
export interface TrialBalanceLine {
  /** a society account's purpose (`provider_clearing`, `investment_pool:3`), or `members:<family>` (`members:wallet`) */
  key: string;
  label: string;
  kind: 'society' | 'members';
  /** how many ledger accounts the line sums (1 for a society account) */
  accounts: number;
  /** exactly one of debit and credit is non-zero (both "0.00" for a zero balance) */
  debit: Money;
  credit: Money;
}

/** `GET admin/reports/trial_balance?as_of=YYYY-MM-DD` */
export interface TrialBalanceReply {
  success: true;
  /** the Lagos day the balances are at the end of */
  as_of: string;
  source: BalanceSource;
  lines: TrialBalanceLine[];
  total_debit: Money;
  total_credit: Money;
  /** total_debit = total_credit (double entry: every account's balance sums to zero) */
  balanced: boolean;
}

export interface PositionLine {
  key: string;
  label: string;
  amount: Money;
}

export interface PositionGroup {
  lines: PositionLine[];
  total: Money;
}

/** `GET admin/reports/position?as_of=&from=&to=`: balances at the end of as_of, income over from..to (Lagos days, inclusive) */
export interface PositionReply {
  success: true;
  as_of: string;
  source: BalanceSource;
  /** members' money the society holds: wallets, savings by kind, shares, investments, withdrawals being paid out */
  owes_members: PositionGroup;
  /** what members owe the society: loans, business finance, product finance */
  owed_to_society: PositionGroup;
  /** money with the payment provider: what it holds for the society (positive) or the society owes it (negative) */
  cash_with_provider: PositionGroup;
  /** net postings to each income account in the period */
  income: PositionGroup & { from: string; to: string };
}

/** the exclusive bands of days overdue; together they are the whole portfolio */
export type ParBandKey = 'current' | 'days_2_30' | 'days_31_60' | 'days_61_90' | 'over_90';

export interface ParLoan {
  id: number;
  kind: 'individual' | 'group' | 'business';
  member: { id: number; name: string };
  outstanding: Money;
  days_overdue: number;
  /** the oldest instalment not paid in full */
  oldest_unpaid_due_date: string;
  /** the loan's page in the console */
  link: string;
}

export interface ParBand {
  key: ParBandKey;
  label: string;
  /** days overdue, inclusive; max null = no upper end */
  min_days: number | null;
  max_days: number | null;
  amount: Money;
  /** amount ÷ outstanding as a percentage with two places ("12.50"); "0.00" when nothing is outstanding */
  share: string;
  loans_count: number;
  /** the band's loans, most overdue first (at most PAR_LOANS_PER_BAND; none listed for `current`) */
  loans: ParLoan[];
}

/** PAR n: the outstanding of every loan overdue by more than n days (cumulative) */
export interface ParThreshold {
  key: 'par_1' | 'par_30' | 'par_60' | 'par_90';
  more_than_days: number;
  amount: Money;
  share: string;
  loans_count: number;
}

export interface CollectionDay {
  date: string;
  instalments: number;
  amount: Money;
}

/** `GET admin/reports/portfolio_at_risk?as_of=` */
export interface PortfolioAtRiskReply {
  success: true;
  as_of: string;
  /**
   * `maintained`: today, from loans.oldest_unpaid_due_date and the receivables' balances; `instalments_as_of`: a past
   * day, from the instalments not paid in full by the end of it and each receivable's balance then (slower)
   */
  method: 'maintained' | 'instalments_as_of';
  /** what members owe on disbursed loans and business finance: the portfolio the bands divide */
  outstanding: Money;
  active_loans: number;
  bands: ParBand[];
  par: ParThreshold[];
  /** product finance has no repayment schedule or due dates, so it cannot be overdue: its outstanding is apart */
  product_finance_outstanding: Money;
  product_finance_note: string;
  /** instalments due as_of .. as_of + 6 and not paid in full, by day */
  collections_next_7_days: { total: Money; instalments: number; days: CollectionDay[] };
}

export interface MonthlyMovement {
  /** "2026-11" (Lagos) */
  month: string;
  savings_in: Money;
  savings_out: Money;
  shares_in: Money;
  shares_out: Money;
  fee_income: Money;
}

/** `GET admin/reports/monthly?months=12`: the last `months` Lagos months, oldest first, the current one last */
export interface MonthlyReply {
  success: true;
  months: MonthlyMovement[];
  /** the members' accounts counted as savings (regular, target, save-to-loan) and the society's fee accounts */
  savings_accounts: string[];
  fee_accounts: string[];
}
