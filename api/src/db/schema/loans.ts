// Loans (issue 9): individual loans with guarantors, group loans approved by the group, and business finance, with
// their guarantees and group approvals, repayment schedules, loan groups and their members, the audit trail of every
// decision, and loan form fees paid ahead of their application. Money is never here: the amount lent and repaid
// lives in the ledger (a receivable account `loan_receivable:<loan id>` per loan, the society's loan fund).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { paymentCards } from './payments';
import { bytea } from './profiles';
import { users } from './users';

/** individual: guarantors cover what the borrower's own savings do not; group: the group's members approve; business: business finance */
export const LOAN_KINDS = ['individual', 'group', 'business'] as const;
export type LoanKind = (typeof LOAN_KINDS)[number];

export const LOAN_FREQUENCIES = ['Weekly', 'Monthly'] as const;
export type LoanFrequency = (typeof LOAN_FREQUENCIES)[number];

/**
 * `loan_status` / `request_status` (facts §4.1, §4.3): 0 pending (guarantees, quorum, or a business offer), 2
 * processing (in the admin's queue), 1 approved (awaiting disbursement), 11 disbursed (repaying), 3 completed,
 * 9 cancelled or declined.
 */
export const LOAN_STATUS = { pending: 0, approved: 1, processing: 2, completed: 3, cancelled: 9, disbursed: 11 } as const;
export type LoanStatus = (typeof LOAN_STATUS)[keyof typeof LOAN_STATUS];

/**
 * One loan or business-finance request. `amount_kobo` is what the member receives; `total_kobo` what they repay
 * (the same for loans, which are interest-free; for business finance the admin's offer, `total_amount`, and null
 * until it is made).
 */
export const loans = pgTable(
  'loans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<LoanKind>().notNull(),
    status: integer('status').$type<LoanStatus>().notNull().default(0),
    /** group loans: the group */
    groupId: bigint('group_id', { mode: 'number' }).references(() => loanGroups.id),
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
    /** what is to be repaid: amount (loans) or the accepted offer (business); null while a business offer is not made */
    totalKobo: bigint('total_kobo', { mode: 'bigint' }),
    durationMonths: integer('duration_months').notNull(),
    frequency: text('frequency').$type<LoanFrequency>().notNull(),
    /** one instalment, computed by the server (facts §4.7) */
    instalmentKobo: bigint('instalment_kobo', { mode: 'bigint' }).notNull(),
    /** the first repayment day the member chose (Lagos date) */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** the last instalment's due date, set at disbursement */
    endDate: date('end_date', { mode: 'string' }),
    /** loans: the part the borrower's own savings cover (pledged as `loan_cover`); the rest is guaranteed */
    ownCoverKobo: bigint('own_cover_kobo', { mode: 'bigint' }).notNull().default(sql`0`),
    /** group loans: approvals needed (the admin's quorum when it was requested) */
    quorum: integer('quorum'),
    formFeeKobo: bigint('form_fee_kobo', { mode: 'bigint' }).notNull().default(sql`0`),
    /** the saved card the member chose (auto-repay may charge it) */
    cardId: bigint('card_id', { mode: 'number' }).references(() => paymentCards.id),
    /** opt-in: each due instalment is taken from the wallet on its due date */
    autoRepay: boolean('auto_repay').notNull().default(false),
    /** business finance only */
    businessName: text('business_name'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offeredBy: integer('offered_by').references(() => users.id),
    /** business finance: bumped each time the offer is made or changed; an acceptance names the version it accepts */
    offerVersion: integer('offer_version').notNull().default(0),
    /**
     * the offer version the member's own list (`display_request`) last showed them: the original client accepts with
     * a bare GET that names no offer, and is taken to accept this one (refused when the offer changed since)
     */
    offerShownVersion: integer('offer_shown_version'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** who approved it (the maker) and who disbursed it (the checker when above the SA's threshold) */
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** the dual-approval threshold in force when it was approved: its disbursement keeps to it */
    dualApprovalAboveKobo: bigint('dual_approval_above_kobo', { mode: 'bigint' }),
    disbursedBy: integer('disbursed_by').references(() => users.id),
    disbursedAt: timestamp('disbursed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** why it was cancelled or declined, as the member reads it */
    closedReason: text('closed_reason'),
    /**
     * the due date of the earliest instalment not yet paid in full (null when none is open), kept by a trigger on
     * loan_instalments (drizzle/0025): days overdue on any date is that date minus this one, without a pass over
     * the instalments
     */
    oldestUnpaidDueDate: date('oldest_unpaid_due_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loans_user_idx').on(t.userId, t.kind, t.id),
    index('loans_status_idx').on(t.status, t.id),
    index('loans_group_idx').on(t.groupId, t.id).where(sql`${t.groupId} is not null`),
    index('loans_oldest_unpaid_idx').on(t.oldestUnpaidDueDate, t.id).where(sql`${t.oldestUnpaidDueDate} is not null`),
    // one open loan (individual or group) and one business request waiting for its offer per member, whatever races
    uniqueIndex('loans_one_open_loan_idx').on(t.userId).where(sql`${t.kind} in ('individual', 'group') and ${t.status} in (0, 1, 2, 11)`),
    uniqueIndex('loans_one_waiting_business_idx').on(t.userId).where(sql`${t.kind} = 'business' and ${t.status} = 0`),
    index('loans_auto_repay_idx').on(t.id).where(sql`${t.autoRepay} and ${t.status} = 11`),
    check('loans_amount_check', sql`${t.amountKobo} > 0`),
    check('loans_total_check', sql`${t.totalKobo} is null or ${t.totalKobo} >= ${t.amountKobo}`),
    check('loans_status_check', sql`${t.status} in (0, 1, 2, 3, 9, 11)`),
    check('loans_duration_check', sql`${t.durationMonths} between 1 and 120`),
    check('loans_instalment_check', sql`${t.instalmentKobo} > 0`),
    check('loans_cover_check', sql`${t.ownCoverKobo} >= 0 and ${t.ownCoverKobo} <= ${t.amountKobo}`),
    check('loans_group_check', sql`(${t.kind} = 'group') = (${t.groupId} is not null)`),
    check('loans_quorum_check', sql`${t.quorum} is null or ${t.quorum} between 1 and 4`),
    check('loans_business_check', sql`(${t.kind} = 'business') = (${t.businessName} is not null)`),
  ],
);

/** a guarantor's answer (facts §4.2): 0 pending, 1 accepted (active), 2 declined or cancelled */
export const GUARANTOR_STATUS = { pending: 0, accepted: 1, cancelled: 2 } as const;
export type GuarantorStatus = (typeof GUARANTOR_STATUS)[keyof typeof GUARANTOR_STATUS];

/**
 * Individual loans: one row per guarantor the borrower named, with the amount asked of them. Group loans: one row
 * per other member of the group, its approval; `guaranteed_kobo` is then the share of the uncovered part the member
 * pledged when approving (0 until then). An accepted row's pledge is the lien `loan:<loan id>` on its user.
 */
export const loanGuarantors = pgTable(
  'loan_guarantors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    guaranteedKobo: bigint('guaranteed_kobo', { mode: 'bigint' }).notNull(),
    status: integer('status').$type<GuarantorStatus>().notNull().default(0),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** the last time the request was mailed (creation or Resend Notification) */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loan_guarantors_one_per_user').on(t.loanId, t.userId),
    index('loan_guarantors_user_idx').on(t.userId, t.status, t.id),
    check('loan_guarantors_amount_check', sql`${t.guaranteedKobo} >= 0`),
    check('loan_guarantors_status_check', sql`${t.status} in (0, 1, 2)`),
  ],
);

/** One due repayment of a disbursed loan. Repayments fill the oldest unpaid first. */
export const loanInstalments = pgTable(
  'loan_instalments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    /** 1, 2, … */
    seq: integer('seq').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
    paidKobo: bigint('paid_kobo', { mode: 'bigint' }).notNull().default(sql`0`),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** the reminder before the due date was sent */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** the overdue notice was sent */
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('loan_instalments_seq_unique').on(t.loanId, t.seq),
    index('loan_instalments_open_due_idx').on(t.dueDate).where(sql`${t.paidKobo} < ${t.amountKobo}`),
    check('loan_instalments_amount_check', sql`${t.amountKobo} > 0 and ${t.paidKobo} >= 0 and ${t.paidKobo} <= ${t.amountKobo}`),
  ],
);

export const AUTO_REPAY_STATUSES = ['charging', 'paid', 'partial', 'failed'] as const;
export type AutoRepayStatus = (typeof AUTO_REPAY_STATUSES)[number];

/** One auto-repay attempt for one instalment on one Lagos day: the unique key is what makes it run at most once. */
export const loanAutoRepayRuns = pgTable(
  'loan_auto_repay_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    instalmentId: bigint('instalment_id', { mode: 'number' })
      .notNull()
      .references(() => loanInstalments.id, { onDelete: 'cascade' }),
    runDate: date('run_date', { mode: 'string' }).notNull(),
    status: text('status').$type<AutoRepayStatus>().notNull().default('charging'),
    /** what was taken (0 when the wallet was empty) */
    paidKobo: bigint('paid_kobo', { mode: 'bigint' }).notNull().default(sql`0`),
    reference: text('reference'),
    failureReason: text('failure_reason'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('loan_auto_repay_runs_once').on(t.instalmentId, t.runDate), index('loan_auto_repay_runs_loan_idx').on(t.loanId, t.id)],
);

/** `group_status`: 0 pending (not all five have joined), 1 active */
export const GROUP_STATUS = { pending: 0, active: 1 } as const;
export type GroupStatus = (typeof GROUP_STATUS)[keyof typeof GROUP_STATUS];

/** A loan group of exactly five: its creator and four people invited by name and e-mail. */
export const loanGroups = pgTable(
  'loan_groups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** the join code mailed with each invitation ('cub' + 5 digits), unique */
    code: text('code').notNull(),
    name: text('name').notNull(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    status: integer('status').$type<GroupStatus>().notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('loan_groups_code_unique').on(t.code), index('loan_groups_creator_idx').on(t.creatorId), check('loan_groups_status_check', sql`${t.status} in (0, 1)`)],
);

/**
 * A place in a group (the original's "request", `request_id` = this id): 0 pending invite, 1 active member,
 * 2 invite rejected, 3 exited, 4 replaced (an invite or member the creator replaced; no longer listed).
 */
export const GROUP_MEMBER_STATUS = { pending: 0, active: 1, rejected: 2, exited: 3, replaced: 4 } as const;
export type GroupMemberStatus = (typeof GROUP_MEMBER_STATUS)[keyof typeof GROUP_MEMBER_STATUS];

export const loanGroupMembers = pgTable(
  'loan_group_members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => loanGroups.id, { onDelete: 'cascade' }),
    /** set once the invitee has an account (at invitation when the e-mail is known, else when they join) */
    userId: integer('user_id').references(() => users.id),
    name: text('name').notNull(),
    /** lower-cased */
    email: text('email').notNull(),
    isCreator: boolean('is_creator').notNull().default(false),
    status: integer('status').$type<GroupMemberStatus>().notNull().default(0),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    // one live place (pending, active or rejected-awaiting-replacement) per e-mail in a group
    uniqueIndex('loan_group_members_live_email').on(t.groupId, t.email).where(sql`${t.status} in (0, 1, 2)`),
    index('loan_group_members_user_idx').on(t.userId, t.groupId).where(sql`${t.userId} is not null`),
    index('loan_group_members_email_idx').on(t.email),
    check('loan_group_members_status_check', sql`${t.status} in (0, 1, 2, 3, 4)`),
  ],
);

/**
 * The audit trail of every decision on a loan: who did what when (requested, guarantee accepted, approved,
 * disbursed, declined, offer made, …). Append-only.
 */
export const loanEvents = pgTable(
  'loan_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    /** null: the system (a job) */
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('loan_events_loan_idx').on(t.loanId, t.id)],
);

export const FEE_HOLD_STATUSES = ['held', 'used', 'returned'] as const;
export type FeeHoldStatus = (typeof FEE_HOLD_STATUSES)[number];

/**
 * A loan form fee paid on its own (`POST loan_form_fee` before `loanAdd`, as the original client may send them):
 * held in the society's `loan_fee_held` account until an application uses it, or returned to the wallet when none
 * comes in time. No fee is ever kept without a loan.
 */
export const loanFeeHolds = pgTable(
  'loan_fee_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
    /** the ledger transfer that took it */
    reference: text('reference').notNull(),
    status: text('status').$type<FeeHoldStatus>().notNull().default('held'),
    loanId: bigint('loan_id', { mode: 'number' }).references(() => loans.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('loan_fee_holds_reference_unique').on(t.reference),
    index('loan_fee_holds_held_idx').on(t.userId).where(sql`${t.status} = 'held'`),
    index('loan_fee_holds_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'held'`),
    check('loan_fee_holds_amount_check', sql`${t.amountKobo} > 0`),
  ],
);

/** A business-finance request's picture (checked by content, re-encoded), served at an unguessable URL. */
export const businessRequestImages = pgTable('business_request_images', {
  loanId: bigint('loan_id', { mode: 'number' })
    .primaryKey()
    .references(() => loans.id, { onDelete: 'cascade' }),
  /** 128 random bits in the URL: an <img> cannot send a token */
  version: text('version').notNull(),
  data: bytea('data').notNull(),
  contentType: text('content_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Loan = typeof loans.$inferSelect;
export type LoanGuarantor = typeof loanGuarantors.$inferSelect;
export type LoanInstalment = typeof loanInstalments.$inferSelect;
export type LoanGroup = typeof loanGroups.$inferSelect;
export type LoanGroupMember = typeof loanGroupMembers.$inferSelect;
export type LoanEvent = typeof loanEvents.$inferSelect;
export type LoanFeeHold = typeof loanFeeHolds.$inferSelect;
export type LoanAutoRepayRun = typeof loanAutoRepayRuns.$inferSelect;
