// The loans area for administrators (`mfe-loans/admin`): the loan queue, one loan's details with its audit trail, the
// loan book. Money is a decimal string in naira ("1500.00").
import type { Money } from './common';
import type { LoanGuarantorRow, LoanInstalment, LoanKind, LoanRepaymentState, LoanStatusCode } from './loans';

/** One row of the admin's loan queue / loan book. */
export interface AdminLoanRow extends LoanRepaymentState {
  id: number;
  kind: LoanKind;
  status: LoanStatusCode;
  borrower: { id: number; name: string; email: string };
  amount: Money;
  /** what is to be repaid (business: the offer; null before it) */
  total: Money | null;
  repaid: Money;
  group_name: string | null;
  business_name: string | null;
  created_at: string;
  approved_by: { id: number; name: string } | null;
  disbursed_at: string | null;
  /** needs a second administrator to disburse (above the threshold in force when it was approved) */
  needs_second_admin: boolean;
  /** the signed-in administrator's own case (their loan or one they guarantee): another administrator must decide */
  yours: boolean;
}

/** One entry of a loan's audit trail. */
export interface LoanEventRow {
  id: number;
  action: string;
  note: string | null;
  actor: { id: number; name: string } | null;
  at: string;
}

/** `GET admin/loans/{id}`: everything needed to decide */
export interface AdminLoanDetailsReply {
  success: true;
  loan: AdminLoanRow;
  guarantors: LoanGuarantorRow[];
  /** group loans */
  approvals: { approvals: number; quorum: number; declines: number } | null;
  /** the borrower's savings */
  borrower_savings: { regular: Money; save_to_loan: Money; pledged: Money; guarantable: Money; shares: Money; wallet: Money };
  instalments: LoanInstalment[];
  events: LoanEventRow[];
  /** business finance */
  image: string | null;
}

/** `GET admin/loans?status=&kind=&search=&before=`: keyset-paged, newest first */
export interface AdminLoanQueueReply {
  success: true;
  data: AdminLoanRow[];
  /** pass as `before` for the next page; null at the end */
  next_before: number | null;
  /** the same, as text: pass as `cursor` (older clients) */
  next_cursor: string | null;
}

/** Overdue buckets by days past the oldest unpaid due date. */
export interface LoanBookAging {
  '1-30': Money;
  '31-60': Money;
  '61-90': Money;
  '90+': Money;
}

/** `GET admin/loan_book` */
export interface LoanBookReply {
  success: true;
  /** disbursed and not completed */
  active_loans: number;
  outstanding: Money;
  /** repaid over all time */
  repaid: Money;
  disbursed: Money;
  overdue: Money;
  aging: LoanBookAging;
  /** loans per aging bucket */
  aging_counts: Record<keyof LoanBookAging, number>;
  by_kind: Array<{ kind: LoanKind; active_loans: number; outstanding: Money; overdue: Money }>;
  /** the most overdue first (a page), with `next_cursor` */
  overdue_loans: AdminLoanRow[];
  next_cursor: string | null;
}
