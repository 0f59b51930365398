// Investments: the market place and the halal product (spec §7 "Investments"; facts §2.9, §3.9). Money is a decimal
// string in naira. The original's keys come first; ours follow.
import type { Money, MutationReply } from './common';

export type InvestmentKind = 'market' | 'halal';
export type InvestmentStatus = 'open' | 'paying' | 'paid';

export interface InvestmentCard {
  id: number;
  market_categories_id: number | null;
  investment_type: string;
  investment_pic: string | null;
  /** ours (issue 29): an `<img srcset>` of `investment_pic` (its 360 and 720 px WebP copies and itself as 1024w), or null */
  investment_pic_srcset?: string | null;
  /** the price of one slot */
  current_values: Money;
  /** the return on one slot at maturity */
  expected_returns: Money;
  unit_remaining: number;
  kind: InvestmentKind;
  units: number;
  maturity_date: string;
  application_date: string;
  status: InvestmentStatus;
  /** slots can be bought today */
  on_sale: boolean;
}

/** `single_investment/{id}` */
export interface InvestmentDetails extends InvestmentCard {
  insurance_partner: string;
  start_date: string;
  description: string;
}

export interface InvestmentNewsRow {
  id: number;
  posted_date: string;
  news: string;
}

/** one investment I hold (`user_investments`, `user_halai`), my purchases of it summed */
export interface HoldingRow {
  investments_id?: number;
  halai_investments_id?: number;
  investment_type: string;
  investment_pic: string | null;
  /** ours (issue 29): an `<img srcset>` of `investment_pic` (its 360 and 720 px WebP copies and itself as 1024w), or null */
  investment_pic_srcset?: string | null;
  current_values: Money;
  /** expected_returns × slots */
  expected_returns: Money;
  slots: number;
  maturity_date: string;
  /** what I paid */
  amount: Money;
  /** principal + returns, what maturity pays */
  payout: Money;
  paid_out: boolean;
  kind: InvestmentKind;
}

export interface InvestmentTotalReply {
  total: Money;
  slots: number;
}

export interface InvestmentPurchaseReply extends MutationReply {
  slots: number;
  total: Money;
  unit_remaining: number;
  reference: string;
  card_id: number | null;
}
