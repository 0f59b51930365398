// The admin's side of product finance and investments (/dashboard panels from mfe-commerce/admin).
import type { Money } from './common';
import type { InvestmentCard, InvestmentKind } from './investments';
import type { OrderItemRow, OrderRepaymentRow, OrderRow, ProductCard, ProductRequestRow } from './shop';

export interface AdminProductRow extends ProductCard {
  published: boolean;
  category_name: string;
  images: string[];
  description: string;
}

export interface AdminOrderRow extends OrderRow {
  member: { id: number; name: string; email: string };
  /** the signed-in administrator's own order: another administrator must decide on it */
  yours: boolean;
}

export interface AdminOrdersPage {
  data: AdminOrderRow[];
  /** pass as `before` for the next page; null at the end */
  next_before: number | null;
}

export interface AdminOrderDetails {
  order: AdminOrderRow;
  items: OrderItemRow[];
  repayments: OrderRepaymentRow[];
}

export interface AdminProductRequestRow extends ProductRequestRow {
  member: { id: number; name: string; email: string };
  /** the signed-in administrator's own request: another administrator must decide on it */
  yours: boolean;
}

export interface AdminInvestmentRow extends InvestmentCard {
  holders: number;
  slots_sold: number;
  /** Σ paid in */
  pool: Money;
  /** principal + returns due at maturity */
  due_at_maturity: Money;
  paid_out_holdings: number;
  insurance_partner: string;
  start_date: string;
}

/** `GET admin/investments?search=&kind=&status=&before=&limit=`: newest first, keyset pages */
export interface AdminInvestmentsPage {
  data: AdminInvestmentRow[];
  /** pass as `before` for the next page; null at the end */
  next_before: number | null;
}

/** `GET admin/investments/{id}`: one investment as the list shows it */
export interface AdminInvestmentReply {
  success: true;
  investment: AdminInvestmentRow;
}

/** one piece of news posted on an investment, as administrators read it */
export interface AdminInvestmentNewsRow {
  id: number;
  news: string;
  posted_at: string;
  /** null when the poster's account is gone */
  posted_by: { id: number; name: string; email: string } | null;
}

/** `GET admin/investments/{id}/news?before=&limit=`: newest first, keyset pages */
export interface AdminInvestmentNewsPage {
  data: AdminInvestmentNewsRow[];
  /** pass as `before` for the next page; null at the end */
  next_before: number | null;
}

/** `POST admin/investments/{id}/news` */
export interface AdminInvestmentNewsReply {
  success: true;
  message: string;
  news: AdminInvestmentNewsRow;
}

export interface AdminHolderRow {
  holding_id: number;
  member: { id: number; name: string; email: string };
  slots: number;
  amount: Money;
  payout: Money;
  paid_out_at: string | null;
  bought_at: string;
}

export interface PayoutRunReply {
  success: true;
  message: string;
  paid: number;
  remaining: number;
  status: 'open' | 'paying' | 'paid';
}

export type { InvestmentKind };
