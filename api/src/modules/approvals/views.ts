// Proposals as the wire shows them (contract/backOffice.ts Proposal), seen by one administrator: whether it is
// theirs and whether they may approve it.
import { inArray } from 'drizzle-orm';
import type { PersonRef, Proposal } from '../../contract';
import type { Executor } from '../../db/client';
import { users, type AdminProposalRow } from '../../db/schema';
import { displayName } from '../auth';
import { approvalRefusal, type Approver } from './policy';

async function people(executor: Executor, ids: number[]): Promise<Map<number, PersonRef>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await executor.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((u) => [u.id, { id: u.id, name: displayName(u), email: u.email }]));
}

const someone = (id: number): PersonRef => ({ id, name: 'An administrator', email: '' });

export async function proposalViews(executor: Executor, rows: AdminProposalRow[], viewer: Approver): Promise<Proposal[]> {
  const byId = await people(executor, rows.flatMap((r) => (r.decidedBy ? [r.proposedBy, r.decidedBy] : [r.proposedBy])));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    summary: row.summary,
    payload: row.payload,
    status: row.status,
    proposed_by: byId.get(row.proposedBy) ?? someone(row.proposedBy),
    proposed_at: row.proposedAt.toISOString(),
    decided_by: row.decidedBy ? (byId.get(row.decidedBy) ?? someone(row.decidedBy)) : null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision_note: row.decisionNote,
    result: row.result ?? null,
    yours: row.proposedBy === viewer.id,
    can_approve: row.status === 'pending' && approvalRefusal(row, viewer) === null,
  }));
}

export async function proposalView(executor: Executor, row: AdminProposalRow, viewer: Approver): Promise<Proposal> {
  const [view] = await proposalViews(executor, [row], viewer);
  return view;
}
