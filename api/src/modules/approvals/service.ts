// Proposals (maker-checker): one administrator proposes an act, another carries it out by approving it. This file
// keeps the rows: create, lock a pending one, record the decision, page through them. What approving does is each
// kind's executor (./executors.ts); who may approve, ./policy.ts.
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adminProposals, type AdminProposalRow, type ProposalKind, type ProposalStatus } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';

export const PROPOSED_MESSAGE = 'Proposed: another administrator must approve it before it takes effect';
export const OWN_PROPOSAL_MESSAGE = 'You proposed this: another administrator must approve it';
export const PROPOSAL_NOT_FOUND = 'Proposal not found';

export const alreadyDecidedMessage = (status: ProposalStatus) => `This proposal was already ${status}`;

export interface NewProposal {
  kind: ProposalKind;
  payload: Record<string, unknown>;
  summary: string;
  proposedBy: number;
  now: Date;
}

export async function createProposal(executor: Executor, input: NewProposal): Promise<AdminProposalRow> {
  const [row] = await executor
    .insert(adminProposals)
    .values({ kind: input.kind, payload: input.payload, summary: input.summary.slice(0, 500), proposedBy: input.proposedBy, proposedAt: input.now })
    .returning();
  return row;
}

export async function findProposal(executor: Executor, id: number): Promise<AdminProposalRow> {
  const [row] = await executor.select().from(adminProposals).where(eq(adminProposals.id, id)).limit(1);
  if (!row) throw notFound(PROPOSAL_NOT_FOUND);
  return row;
}

/** The proposal, locked for this transaction; 404 when there is none, 409 when it was decided already. */
export async function lockPendingProposal(executor: Executor, id: number): Promise<AdminProposalRow> {
  const [row] = await executor.select().from(adminProposals).where(eq(adminProposals.id, id)).for('update');
  if (!row) throw notFound(PROPOSAL_NOT_FOUND);
  if (row.status !== 'pending') throw conflict(alreadyDecidedMessage(row.status));
  return row;
}

export interface Decision {
  status: Exclude<ProposalStatus, 'pending'>;
  decidedBy: number;
  now: Date;
  note?: string | null;
  result?: Record<string, unknown> | null;
}

/** Records the decision on a proposal the caller holds locked and still pending. */
export async function decideProposal(executor: Executor, id: number, decision: Decision): Promise<AdminProposalRow> {
  const [row] = await executor
    .update(adminProposals)
    .set({ status: decision.status, decidedBy: decision.decidedBy, decidedAt: decision.now, decisionNote: decision.note ?? null, result: decision.result ?? null })
    .where(and(eq(adminProposals.id, id), eq(adminProposals.status, 'pending')))
    .returning();
  if (!row) throw conflict(alreadyDecidedMessage((await findProposal(executor, id)).status));
  return row;
}

export interface ProposalFilter {
  status: ProposalStatus | 'all';
  kind?: ProposalKind;
  /** the last id of the previous page */
  beforeId?: number;
  limit: number;
}

/** Newest first, keyset-paged on id: one row more than the page says whether another page follows. */
export async function listProposals(executor: Executor, filter: ProposalFilter): Promise<{ rows: AdminProposalRow[]; nextCursor: string | null }> {
  const conditions: SQL[] = [];
  if (filter.status !== 'all') conditions.push(eq(adminProposals.status, filter.status));
  if (filter.kind) conditions.push(eq(adminProposals.kind, filter.kind));
  if (filter.beforeId !== undefined) conditions.push(lt(adminProposals.id, filter.beforeId));
  const rows = await executor
    .select()
    .from(adminProposals)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(adminProposals.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  return { rows: page, nextCursor: rows.length > filter.limit && page.length ? String(page[page.length - 1].id) : null };
}

export async function pendingCount(executor: Executor): Promise<number> {
  const [{ count }] = await executor.select({ count: sql<number>`count(*)::int` }).from(adminProposals).where(eq(adminProposals.status, 'pending'));
  return Number(count);
}

/** every pending proposal of one kind, newest first (a few at most: each waits for one decision) */
export async function pendingOfKind(executor: Executor, kind: ProposalKind, limit = 50): Promise<AdminProposalRow[]> {
  return executor
    .select()
    .from(adminProposals)
    .where(and(eq(adminProposals.status, 'pending'), eq(adminProposals.kind, kind)))
    .orderBy(desc(adminProposals.id))
    .limit(limit);
}
