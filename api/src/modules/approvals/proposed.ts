// What a route answers when the act it was asked for became a proposal (202 ProposedReply), and the audit row's
// description of it (subject: the proposal).
import type { FastifyRequest } from 'fastify';
import type { ProposedReply } from '../../contract';
import type { Executor } from '../../db/client';
import type { AdminProposalRow } from '../../db/schema';
import { describeAudit } from '../../http/adminWriteAudit';
import type { Approver } from './policy';
import { PROPOSED_MESSAGE } from './service';
import { proposalView } from './views';

export async function proposedReply(executor: Executor, proposal: AdminProposalRow, proposer: Approver): Promise<{ status: 202; body: ProposedReply }> {
  return { status: 202, body: { success: true, message: PROPOSED_MESSAGE, proposal: await proposalView(executor, proposal, proposer) } };
}

/** names the proposal a reply carries (a replayed one too) in the request's audit row */
export function describeProposed(request: FastifyRequest, body: unknown): void {
  const proposal = (body as Partial<ProposedReply> | null)?.proposal;
  if (!proposal) return;
  describeAudit(request, { subjectType: 'proposal', subjectId: proposal.id, after: { kind: proposal.kind, ...proposal.payload }, detail: proposal.summary });
}
