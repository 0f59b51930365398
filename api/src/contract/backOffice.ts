// The back office (issue 24): administrators and their roles, the audit trail, and proposals that wait for a second
// administrator. Money is a decimal string in naira ("1500.00"); times are ISO 8601.
import type { Money } from './common';

export type AdminRole = 'SA' | 'ADMIN';

export interface PersonRef {
  id: number;
  name: string;
  email: string;
}

/** One administrator in `GET admin/administrators` (SA only) */
export interface Administrator {
  user_id: number;
  name: string;
  email: string;
  role: AdminRole;
  /** who made them an administrator, and when (null for the first administrator, made from the shell or the seed) */
  appointed_by: PersonRef | null;
  appointed_at: string | null;
  /** their latest session's start, null when they never signed in */
  last_sign_in_at: string | null;
  /** the signed-in SA themself */
  yours: boolean;
}

/** `GET admin/administrators` (SA only; an ADMIN gets 403) */
export interface AdministratorsReply {
  success: true;
  administrators: Administrator[];
}

/** `POST admin/administrators` body (SA only): a verified account's e-mail, the role, and the SA's own password */
export interface AppointAdministratorRequest {
  email: string;
  role: AdminRole;
  password: string;
}

/** `POST admin/administrators` */
export interface AppointAdministratorReply {
  success: true;
  message: string;
  administrator: Administrator;
}

/** `DELETE admin/administrators/{user_id}` body (SA only): the SA's own password. The last SA cannot be demoted. */
export interface DemoteAdministratorRequest {
  password: string;
}

/** `DELETE admin/administrators/{user_id}`: "Ada Obi is no longer an administrator" */
export interface DemoteAdministratorReply {
  success: true;
  message: string;
}

export type AuditOutcome = 'done' | 'refused' | 'failed';

/** One row of the audit trail (append-only) */
export interface AuditEntry {
  id: number;
  at: string;
  /** null for the system's own acts (the first-start seed) */
  actor: PersonRef | null;
  actor_role: 'SA' | 'ADMIN' | 'MEMBER' | 'SYSTEM';
  /** e.g. `loans.approve`, `administrators.appoint`, `settings.propose`, `proposals.approve`, `admin.sign_in` */
  action: string;
  outcome: AuditOutcome;
  subject_type: string | null;
  subject_id: string | null;
  /** the member the subject belongs to */
  subject_user: PersonRef | null;
  before: unknown;
  after: unknown;
  /** a refusal's or failure's message, or the reason given */
  detail: string | null;
  status_code: number | null;
  request_id: string | null;
  address: string | null;
}

/**
 * `GET admin/audit?actor_id=&action=&subject_type=&subject_id=&subject_user_id=&outcome=&from=YYYY-MM-DD&to=YYYY-MM-DD&cursor=&limit=`
 * newest first, keyset-paged: pass `next_cursor` back as `cursor` for the next page (null: no more). Dates are Lagos
 * calendar days, both ends included. `GET admin/audit.csv` takes the same filters and answers every matching row.
 */
export interface AuditReply {
  success: true;
  entries: AuditEntry[];
  next_cursor: string | null;
  /** the distinct actions seen, for the filter's choices */
  actions: string[];
  /** everyone who acted in the trail (the system's own acts aside), for the "who" filter's choices */
  actors: PersonRef[];
}

export type ProposalKind = 'settings' | 'dividend_funding' | 'dividend_declaration' | 'investment_payout' | 'adjustment';
export type ProposalStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

/** Something one administrator proposed that another must approve before it is done */
export interface Proposal {
  id: number;
  kind: ProposalKind;
  /** one line to read in a list: "Raise the dual-approval threshold from ₦500,000.00 to ₦1,000,000.00" */
  summary: string;
  /** what will be done, as proposed (settings: the changed fields, wire values; money: `amount` and the rest) */
  payload: Record<string, unknown>;
  status: ProposalStatus;
  proposed_by: PersonRef;
  proposed_at: string;
  decided_by: PersonRef | null;
  decided_at: string | null;
  decision_note: string | null;
  /** what approving it produced (the dividend's id, the transfer's reference …) */
  result: Record<string, unknown> | null;
  /** the signed-in administrator proposed it: they may cancel it but not approve it */
  yours: boolean;
  /** whether the signed-in administrator may approve it (not theirs, and their role allows) */
  can_approve: boolean;
}

/** `GET admin/proposals?status=pending|approved|rejected|cancelled|all&kind=&cursor=&limit=` newest first, keyset-paged */
export interface ProposalsReply {
  success: true;
  proposals: Proposal[];
  next_cursor: string | null;
  /** pending proposals of every kind, for the console's badge */
  pending_count: number;
}

/** `GET admin/proposals/{id}` */
export interface ProposalReply {
  success: true;
  proposal: Proposal;
}

/**
 * `POST admin/proposals/{id}/approve` (Idempotency-Key; carries it out, 422 and still pending when it cannot be done
 * now: the refusal is that key's answer, so approve again later with a new key) · `/reject` `{note}` (any
 * administrator but the proposer) · `/cancel` `{note?}` (the proposer only); 409 once it was decided:
 */
export interface ProposalDecisionReply {
  success: true;
  message: string;
  proposal: Proposal;
}

/** Any reply of an act that became a proposal instead of being done (202) */
export interface ProposedReply {
  success: true;
  /** "Proposed: another administrator must approve it before it takes effect" */
  message: string;
  proposal: Proposal;
}

/** `POST admin/dividends/fund` body (Idempotency-Key): move money from a society account into the dividend pool (a proposal) */
export interface DividendFundingRequest {
  amount: Money | number;
  /** the society account it comes from */
  source: 'fee_income' | 'registration_fee_income' | 'loan_form_fee_income' | 'business_markup_income' | 'product_sales';
  note: string;
}

/** `POST admin/adjustments` body (Idempotency-Key): a correcting transfer between a member's account and the society's suspense account (a proposal) */
export interface AdjustmentRequest {
  user_id: number;
  /** the member's account: wallet, regular_savings, save_to_loan, shares */
  account: 'wallet' | 'regular_savings' | 'save_to_loan' | 'shares';
  /** credit: suspense → member (a refund); debit: member → suspense (a correction of money wrongly credited) */
  direction: 'credit' | 'debit';
  amount: Money | number;
  /** shown on the member's statement */
  reason: string;
}

/** `GET admin/dividends/pool`: the funded pool declarations are paid from */
export interface DividendPoolReply {
  success: true;
  pool_balance: Money;
  /** what each source account holds now, for the funding form */
  sources: { source: DividendFundingRequest['source']; label: string; balance: Money }[];
}
