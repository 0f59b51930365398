// Proposals waiting for a second administrator (SA, ADMIN): the list, one proposal, and the decisions on it. Approving
// carries the act out (./executors.ts) in one transaction with the proposal row locked, so two approvals at once
// cannot both run it; it takes an Idempotency-Key as every money route does. Rejecting is for any other
// administrator, cancelling for the proposer only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import type { ProposalDecisionReply, ProposalReply, ProposalsReply } from '../../contract';
import { adminProposals } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { forbidden } from '../../http/errors';
import type { DecidesOn } from '../../http/selfDealing';
import { idempotencyOf, sendIdempotent, userScope, withIdempotency } from '../../idempotency';
import { describeAudit } from '../../http/adminWriteAudit';
import { EXECUTORS } from './executors';
import { approvalRefusal, subjectUserOf } from './policy';
import { cancelBody, proposalIdParams, proposalsQuery, rejectBody } from './schema';
import { decideProposal, findProposal, listProposals, lockPendingProposal, pendingCount } from './service';
import { proposalView, proposalViews } from './views';

const tags = ['admin'];
const security = [{ bearer: [] }];

export const REJECT_OWN_MESSAGE = 'You proposed this: cancel it instead of rejecting it';
export const CANCEL_OTHERS_MESSAGE = 'Only the administrator who proposed it can cancel it';

async function proposalRow(db: Parameters<DecidesOn['owners']>[0], request: FastifyRequest) {
  const id = Number((request.params as { id?: unknown }).id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db.select().from(adminProposals).where(eq(adminProposals.id, id)).limit(1);
  return row ?? null;
}

/** an adjustment on the administrator's own account is theirs to keep away from (../../http/selfDealing.ts) */
const decidesOnProposal: DecidesOn = {
  thing: 'account',
  owners: async (db, request) => {
    const row = await proposalRow(db, request);
    const subject = row ? subjectUserOf(row) : null;
    return subject === null ? [] : [subject];
  },
};

/** every decision's audit row names the proposal and its kind, a refused one too */
async function describeProposalSubject(request: FastifyRequest): Promise<void> {
  const row = await proposalRow(request.server.deps.db, request);
  if (row) describeAudit(request, { subjectType: 'proposal', subjectId: row.id, before: { status: row.status, kind: row.kind }, detail: `${row.kind}: ${row.summary}` });
}

export async function approvalRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;

  app.get(
    '/admin/proposals',
    { schema: { summary: 'Proposals waiting for (or decided by) a second administrator, newest first; keyset paging with cursor (SA, ADMIN)', tags, security, querystring: proposalsQuery } },
    async (request): Promise<ProposalsReply> => {
      const { status, kind, cursor, limit } = request.query;
      const page = await listProposals(db, { status, kind, beforeId: cursor, limit });
      return { success: true, proposals: await proposalViews(db, page.rows, currentUser(request)), next_cursor: page.nextCursor, pending_count: await pendingCount(db) };
    },
  );

  app.get(
    '/admin/proposals/:id',
    { schema: { summary: 'One proposal (SA, ADMIN)', tags, security, params: proposalIdParams } },
    async (request): Promise<ProposalReply> => ({ success: true, proposal: await proposalView(db, await findProposal(db, request.params.id), currentUser(request)) }),
  );

  app.post(
    '/admin/proposals/:id/approve',
    {
      config: { auditAction: 'proposals.approve', decidesOn: decidesOnProposal },
      preValidation: describeProposalSubject,
      schema: { summary: 'Approve a proposal and carry it out; never the proposer (SA, ADMIN; Idempotency-Key)', tags, security, params: proposalIdParams },
    },
    async (request, reply) => {
      const admin = currentUser(request);
      const { key, requestHash } = idempotencyOf(request);
      const result = await withIdempotency<ProposalDecisionReply>(db, { scope: userScope(admin.id), key, requestHash }, async (tx) => {
        const proposal = await lockPendingProposal(tx, request.params.id);
        const refusal = approvalRefusal(proposal, admin);
        if (refusal) throw forbidden(refusal);
        const execution = await EXECUTORS[proposal.kind](tx, proposal, { approver: admin, now: now() });
        const decided = await decideProposal(tx, proposal.id, { status: 'approved', decidedBy: admin.id, now: now(), result: execution.result });
        return { status: 200, body: { success: true, message: execution.message, proposal: await proposalView(tx, decided, admin) } };
      });
      if (result.status < 300) describeAudit(request, { after: { status: 'approved', kind: result.body.proposal.kind, result: result.body.proposal.result } });
      return sendIdempotent(reply, result);
    },
  );

  app.post(
    '/admin/proposals/:id/reject',
    {
      config: { auditAction: 'proposals.reject', decidesOn: decidesOnProposal },
      preValidation: describeProposalSubject,
      schema: { summary: 'Reject a proposal with a note; any administrator but the proposer (SA, ADMIN)', tags, security, params: proposalIdParams, body: rejectBody },
    },
    async (request): Promise<ProposalDecisionReply> => {
      const admin = currentUser(request);
      const decided = await db.transaction(async (tx) => {
        const proposal = await lockPendingProposal(tx, request.params.id);
        if (proposal.proposedBy === admin.id) throw forbidden(REJECT_OWN_MESSAGE);
        return decideProposal(tx, proposal.id, { status: 'rejected', decidedBy: admin.id, now: now(), note: request.body.note });
      });
      describeAudit(request, { after: { status: 'rejected' }, detail: request.body.note });
      return { success: true, message: 'Proposal rejected', proposal: await proposalView(db, decided, admin) };
    },
  );

  app.post(
    '/admin/proposals/:id/cancel',
    {
      config: { auditAction: 'proposals.cancel' },
      preValidation: describeProposalSubject,
      schema: { summary: 'Withdraw a proposal of your own (SA, ADMIN)', tags, security, params: proposalIdParams, body: cancelBody },
    },
    async (request): Promise<ProposalDecisionReply> => {
      const admin = currentUser(request);
      const decided = await db.transaction(async (tx) => {
        const proposal = await lockPendingProposal(tx, request.params.id);
        if (proposal.proposedBy !== admin.id) throw forbidden(CANCEL_OTHERS_MESSAGE);
        return decideProposal(tx, proposal.id, { status: 'cancelled', decidedBy: admin.id, now: now(), note: request.body?.note || null });
      });
      describeAudit(request, { after: { status: 'cancelled' } });
      return { success: true, message: 'Proposal cancelled', proposal: await proposalView(db, decided, admin) };
    },
  );
}
