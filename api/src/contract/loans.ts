// Loans, loan groups and business finance (spec §7 "Loans" and "Business finance"; facts §2.6, §2.7, §3.7, §3.8,
// §4.1–§4.3, §4.7). Money is a decimal string in naira ("1500.00"). Request bodies are the original client's payloads
// (facts §2.6, §2.7); the routes' zod schemas type them (add `z.input<typeof body>` request types here as they land).
// The original's keys come first in every row; ours follow. Lists are arrays unless marked as a paginator.
import type { Money, Paginator } from './common';

/** `loan_status` / `request_status`: 0 pending, 2 processing, 1 approved (awaiting disbursement), 11 disbursed, 3 completed, 9 cancelled or declined */
export type LoanStatusCode = 0 | 1 | 2 | 3 | 9 | 11;
/** a guarantor's answer: 0 pending, 1 active (accepted), 2 cancelled (declined, or the loan closed before they answered) */
export type GuarantorStatusCode = 0 | 1 | 2;
export type LoanKind = 'individual' | 'group' | 'business';
export type LoanFrequency = 'Weekly' | 'Monthly';

/** One instalment of a disbursed loan's schedule. */
export interface LoanInstalment {
  seq: number;
  /** 'YYYY-MM-DD' (Lagos) */
  due_date: string;
  amount: Money;
  paid: Money;
  /** due_date passed and not fully paid */
  overdue: boolean;
}

/** Where a disbursed loan stands against its schedule. */
export interface LoanRepaymentState {
  /** still owed (the receivable); "0.00" before disbursement */
  outstanding: Money;
  /** the next unpaid instalment */
  next_due_date: string | null;
  next_due_amount: Money | null;
  /** Σ unpaid amounts of instalments whose due date has passed */
  overdue_amount: Money;
  /** days since the oldest unpaid due date passed; 0 when nothing is overdue */
  days_overdue: number;
}

/** A loan as `loan/view_loan`, `getCompletedLoans` and `loanDetails/{id}` list it. */
export interface LoanCard extends LoanRepaymentState {
  loan_id: number;
  /** the group's name for a group loan; "Individual Loan" otherwise */
  group_name: string;
  loan_amount: Money;
  /** repaid so far */
  repaid: Money;
  loan_status: LoanStatusCode;
  /** the first repayment day the member chose */
  start_date: string;
  /** the last instalment's due date once disbursed, else null */
  end_date: string | null;
  /** "Member" when guarantors back it, the group's id for a group loan, "" otherwise (facts §2.6) */
  loan_group: string;
  user_id: number;
  kind: LoanKind;
  group_id: number | null;
  payment_duration: number;
  frequency: LoanFrequency;
  /** one instalment (server-computed) */
  repayment_amount: Money;
  /** the part the borrower's own savings cover */
  own_cover: Money;
  /** what guarantors (or group members) have accepted to cover so far */
  guaranteed: Money;
  /** what still needs guaranteeing before the loan goes to the society ("0.00" once covered) */
  to_guarantee: Money;
  form_fee: Money;
  auto_repay: boolean;
  card_id: number | null;
  /** why it was cancelled or declined */
  closed_reason: string | null;
  created_at: string;
  disbursed_at: string | null;
  completed_at: string | null;
}

/**
 * A guarantor of one loan (`loanGroupApprovalDetails/{loan_id}`, `show_non_group_loans_members/{loan_id}`). `email`
 * is masked (`ad***@example.com`) for every member but the reader; the console's loan page shows it whole.
 */
export interface LoanGuarantorRow {
  first_name: string;
  last_name: string;
  guaranteed_amount: Money;
  status: GuarantorStatusCode;
  /** the loan's id as a string: the first path segment of `loanResendNotification/{loan_group}/{user_id}` */
  loan_group: string;
  user_id: number;
  email: string;
  /** the pledge still held on their savings for this loan (shrinks as the loan is repaid) */
  held: Money;
  decided_at: string | null;
  notified_at: string | null;
}

/** `loanDetails/{id}`: the loan, its guarantors, its schedule (after disbursement) */
export interface LoanDetailsReply {
  success: true;
  loan: LoanCard;
  guarantors: LoanGuarantorRow[];
  instalments: LoanInstalment[];
}

/** A guarantee request addressed to me (`show_non_group_loans_for_approval`): the borrower's name and the loan. */
export interface GuaranteeRequestRow {
  /** the borrower */
  first_name: string;
  last_name: string;
  loan_amount: Money;
  /** asked of me */
  guaranteed_amount: Money;
  /** my answer */
  status: GuarantorStatusCode;
  loan_status: LoanStatusCode;
  loan_id: number;
  /** the loan's id as a string (the first path segment of loanAccepted / loanDeclined) */
  loan_group: string;
  /** what the borrower has repaid so far and still owes (after disbursement) */
  repaid: Money;
  outstanding: Money;
  requested_at: string;
}

/** `GET searchGuarantors/{term}?token=`: other members whose first, last or full name starts with the term, at most 10; `email` masked */
export interface GuarantorCandidate {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

/** `POST loanAdd` */
export interface LoanAddReply {
  success: true;
  message: string;
  loan: LoanCard;
  /** the loan form fee taken with it */
  fee: Money;
  /** the fee's ledger reference */
  reference: string;
  card_id: number | null;
}

/** `POST loan_form_fee`: paid ahead (held for an application) or already paid with `loanAdd` */
export interface LoanFormFeeReply {
  success: true;
  message: string;
  fee: Money;
  /** 'held': kept for the application that follows (returned to the wallet if none comes); 'paid_with_application' */
  state: 'held' | 'paid_with_application';
  reference: string | null;
}

/** `GET loanBalance/{id}?token=`: what is still owed */
export interface LoanBalanceReply {
  success: true;
  balance: Money;
}

/** `POST loanRepaymentsAdd/{id}`, `POST business_finance_repayments/{id}` */
export interface LoanRepaymentReply {
  success: true;
  message: string;
  amount: Money;
  outstanding: Money;
  /** this repayment cleared the loan (status 3) */
  completed: boolean;
  reference: string;
  card_id: number | null;
}

/** One row of `loanRepaymentsDetails/{id}` / `business_repayment_details/{id}` (a paginator, newest first). */
export interface LoanRepaymentRow {
  id: number;
  repayment_amount: Money;
  /** "Bank" for the disbursement ("Loan Disbursement"), "wallet" / "debit card" for repayments (facts §2.6) */
  payment_method: string;
  /** ISO time */
  trans_date: string;
  reference: string;
}
export type LoanRepaymentsPage = Paginator<LoanRepaymentRow>;

/** `POST loan/auto_repay/{id}` {auto_repay: boolean} */
export interface AutoRepayReply {
  success: true;
  message: string;
  auto_repay: boolean;
}

/** One pledge of mine in `loan/guarantor_exposure`. */
export interface ExposurePledge {
  loan_id: number;
  /** 'guarantee' of another member's loan, or 'loan_cover' of my own */
  reason: 'guarantee' | 'loan_cover';
  borrower_name: string;
  loan_amount: Money;
  loan_status: LoanStatusCode;
  /** what I pledged when I accepted */
  pledged: Money;
  /** still held on my savings */
  held: Money;
  /** given back as the loan was repaid (or fully, on completion or cancellation) */
  released: Money;
  repaid: Money;
  outstanding: Money;
  overdue_amount: Money;
}

/** `GET loan/guarantor_exposure`: how much of my savings is pledged, for whom, and what has been released */
export interface GuarantorExposureReply {
  success: true;
  /** regular + save-to-loan */
  savings: Money;
  /** Σ held */
  pledged: Money;
  /** savings − pledged */
  guarantable: Money;
  pledges: ExposurePledge[];
}

// ---- Loan groups ----

/** `group_status`: 0 pending (not all five joined), 1 active */
export type GroupStatusCode = 0 | 1;
/** a place in a group: 0 pending invite, 1 active member, 2 invite rejected, 3 exited */
export type GroupMemberStatusCode = 0 | 1 | 2 | 3;

/** One of my groups (`loan/loan_group`): the group and my place in it. */
export interface LoanGroupRow {
  group_id: number;
  group_name: string;
  group_status: GroupStatusCode;
  /** my place: 1 when I am an active member, else 0 (facts §4.2: "not 0 and not null" = member) */
  member_status: number;
  /** my place's status (1 accepted; otherwise Accept/Reject are offered) */
  request_status: GroupMemberStatusCode;
  /** my place's id (`loan/reject_group/{request_id}`) */
  request_id: number;
  code: string;
  /** the creator */
  user_id: number;
  /** the creator's name: who invited me (an invitee sees the group's name and this, not its members) */
  invited_by: string;
  active_members: number;
  /** loans in the group waiting for my approval */
  pending_approvals: number;
}

/** `loanGroupMembers/{group_id}?token=` (current members only): e-mails masked but my own */
export interface LoanGroupMemberRow {
  name: string;
  email: string;
  status: GroupMemberStatusCode;
  is_creator: boolean;
}

/** `loan/group_request_details/{group_id}?token=` (the creator's "Manage" list): e-mails masked but my own */
export interface LoanGroupRequestRow {
  name: string;
  email: string;
  status: GroupMemberStatusCode;
  request_id: number;
  /** the member's user id once they have an account, else 0 */
  id: number;
  is_creator: boolean;
  notified_at: string | null;
}

/** `loanGroupDetailsActivities/{group_id}?token=`: the group's loans */
export interface LoanGroupLoanRow {
  loan_id: number;
  first_name: string;
  last_name: string;
  loan_amount: Money;
  amount_repaid: Money;
  /** what the group's members have pledged for it */
  guaranteed_amount: Money;
  /** the end date once disbursed */
  loan_due_date: string | null;
  loan_status: LoanStatusCode;
  approvals: number;
  quorum: number;
}

/** `loanGroupApproval/{group_id}?token=`: loans in the group waiting for my approval */
export interface LoanGroupApprovalRow {
  group_name: string;
  loan_amount: Money;
  repayment_amount: Money;
  /** the group's id as a string (first path segment of loanAccepted / loanDeclined) */
  loan_group: string;
  loan_id: number;
  first_name: string;
  last_name: string;
  /** what approving would pledge from my savings */
  my_share: Money;
  approvals: number;
  quorum: number;
}

/** `POST loan/create_loan_group` */
export interface CreateLoanGroupReply {
  success: true;
  message: string;
  group: LoanGroupRow;
}

/** `GET loanGroupName` */
export interface LoanGroupNameRow {
  group_id: number;
  group_name: string;
}

// ---- Business finance ----

/** A business-finance request as `display_request` and `business_view_loan` list it. */
export interface BusinessRequestRow extends LoanRepaymentState {
  id: number;
  business_name: string;
  requested_amount: Money;
  /** the admin's offer (requested + mark-up); "0.00" until made */
  total_amount: Money;
  /** 0 until an offer is made, then 1, 2… each time the society makes or changes it: `accepts_request` names it */
  offer_version: number;
  amount_repaid: Money;
  request_status: LoanStatusCode;
  /** the last due date once disbursed */
  end_date: string | null;
  /** the picture's URL, or null */
  image: string | null;
  /** total_amount − requested_amount once offered, else "0.00" */
  mark_up: Money;
  repayment_duration: number;
  frequency: LoanFrequency;
  repayment_amount: Money;
  start_date: string;
  auto_repay: boolean;
  closed_reason: string | null;
  created_at: string;
  offered_at: string | null;
}

/** `POST business_request` (multipart) */
export interface BusinessRequestReply {
  success: true;
  message: string;
  request: BusinessRequestRow;
}

/**
 * `accepts_request/{id}`: the offer accepted, as display_request showed it (POST body or GET query). Naming none (the
 * original client's bare GET) accepts the offer the member's display_request last showed, and is a 409 that asks to
 * reload when it never showed one; an offer the society has since changed is a 409 "This offer has changed…".
 */
export interface BusinessOfferAcceptance {
  offer_version?: number;
  /** the original client's field: the offer's total */
  total_amount?: Money;
}
