// The savings area (issue 8): shareholdings, regular, target and save-to-loan savings, autosave, liens. Every member
// route needs a session and membership (gates.ts). Each part registers its own routes here.
import type { FastifyInstance } from 'fastify';
import { registerSavingsPurposes } from './fundPurposes';
import { requireMembership } from './gates';

export async function savingsRoutes(fastify: FastifyInstance): Promise<void> {
  registerSavingsPurposes(fastify.deps.payments, fastify.deps.now);
  fastify.addHook('preValidation', requireMembership);
}

export { SAVINGS_PURPOSE } from './purposes';
export { assertShareholdingMinimum, shareholdingGateMessage, NOT_A_MEMBER } from './gates';
export { placeLien, releaseLiens, pledgeableBalances, lockPledgeableBalances, assertWithdrawalKeepsLiens, activeLiensKobo } from './liens';
