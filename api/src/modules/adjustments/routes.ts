// Manual adjustments (SA, ADMIN): propose a correcting transfer on a member's account; it is posted when another
// administrator approves it (../approvals). Nobody proposes one on their own account.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import type { ProposedReply } from '../../contract';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { idempotencyOf, sendIdempotent, withIdempotency } from '../../idempotency';
import { describeProposed, proposedReply } from '../approvals';
import { adjustmentBody } from './schema';
import { proposeAdjustment } from './service';

const tags = ['admin'];
const security = [{ bearer: [] }];
/** a proposal retried by any administrator with its key is made once */
const ADJUSTMENT_SCOPE = 'society:adjustments';

/** the member an adjustment is for, [] when there is none (the route's own 404 answers) */
async function existingUser(db: Executor, userId: number): Promise<number[]> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? [row.id] : [];
}

export async function adjustmentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;

  app.post(
    '/admin/adjustments',
    {
      config: {
        auditAction: 'adjustments.propose',
        decidesOn: { thing: 'account', owners: (db, request) => existingUser(db, (request.body as { user_id: number }).user_id) },
      },
      schema: {
        summary: "Propose a correcting transfer between a member's account and the society's suspense account; posted when another administrator approves it (SA, ADMIN; Idempotency-Key)",
        tags,
        security,
        body: adjustmentBody,
      },
    },
    async (request, reply) => {
      const admin = currentUser(request);
      const { key, requestHash } = idempotencyOf(request);
      const result = await withIdempotency<ProposedReply>(db, { scope: ADJUSTMENT_SCOPE, key, requestHash }, async (tx) =>
        proposedReply(tx, await proposeAdjustment(tx, { ...request.body, proposedBy: admin.id, now: now() }), admin),
      );
      describeProposed(request, result.body);
      return sendIdempotent(reply, result);
    },
  );
}
