// The back office's own records: the audit trail of administrators' acts (append-only: triggers in drizzle/0024
// refuse UPDATE, DELETE and TRUNCATE, as the ledger's do) and the proposals that wait for a second administrator
// (maker-checker: weakening a control, money leaving the society's own accounts).
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Role } from './users';
import { users } from './users';

export const AUDIT_OUTCOMES = ['done', 'refused', 'failed'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** null only for acts of the system itself (the first-start seed) */
    actorId: integer('actor_id').references(() => users.id),
    /** the actor's role when they acted */
    actorRole: text('actor_role').$type<Role | 'SYSTEM'>().notNull(),
    /** what was done, e.g. `loan.approve`, `administrator.appoint`, `admin.sign_in` */
    action: text('action').notNull(),
    outcome: text('outcome').$type<AuditOutcome>().notNull(),
    /** what it was done to: `loan` 42, `settings` 1, `proposal` 7 … */
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    /** the member the subject belongs to, when it is someone's (their loan, their bank account) */
    subjectUserId: integer('subject_user_id').references(() => users.id),
    before: jsonb('before'),
    after: jsonb('after'),
    /** the refusal's message, the reason given, or what went wrong */
    detail: text('detail'),
    statusCode: integer('status_code'),
    requestId: text('request_id'),
    address: text('address'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.id.desc()),
    index('audit_log_action_idx').on(t.action, t.id.desc()),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.id.desc()),
    index('audit_log_subject_user_idx').on(t.subjectUserId, t.id.desc()),
    check('audit_log_outcome_check', sql`${t.outcome} in ('done', 'refused', 'failed')`),
  ],
);

export const PROPOSAL_KINDS = ['settings', 'dividend_funding', 'dividend_declaration', 'investment_payout', 'adjustment'] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];
export const PROPOSAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** An act one administrator proposes and another carries out by approving it (never the proposer). */
export const adminProposals = pgTable(
  'admin_proposals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<ProposalKind>().notNull(),
    /** what will be done, as validated when proposed (kobo as decimal strings) */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** one line an administrator reads in a list */
    summary: text('summary').notNull(),
    status: text('status').$type<ProposalStatus>().notNull().default('pending'),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => users.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** the checker's note when rejecting, the proposer's when cancelling */
    decisionNote: text('decision_note'),
    /** what carrying it out produced (the dividend's id, the transfer's reference …) */
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('admin_proposals_status_idx').on(t.status, t.id.desc()),
    index('admin_proposals_kind_idx').on(t.kind, t.id.desc()),
    check('admin_proposals_kind_check', sql`${t.kind} in ('settings', 'dividend_funding', 'dividend_declaration', 'investment_payout', 'adjustment')`),
    check('admin_proposals_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled')`),
    check('admin_proposals_decided_check', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
    check('admin_proposals_two_people_check', sql`${t.status} <> 'approved' or ${t.decidedBy} <> ${t.proposedBy}`),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
export type AdminProposalRow = typeof adminProposals.$inferSelect;
