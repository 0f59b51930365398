// The savings area (issue 8): shareholdings, regular, target and save-to-loan savings, autosave, liens. Every member
// route needs a session and membership (gates.ts). Each part registers its own routes here.
import type { FastifyInstance } from 'fastify';
import { aggregateRoutes } from './aggregateRoutes';
import { registerSavingsPurposes } from './fundPurposes';
import { requireMembership } from './gates';
import { regularRoutes } from './regularRoutes';
import { saveToLoanRoutes } from './saveToLoanRoutes';
import { sharesRoutes } from './sharesRoutes';
import { targetMoneyRoutes } from './targetMoneyRoutes';
import { REGULAR_PLAN, SAVE_TO_LOAN_PLAN, autosavePlanRoutes } from './autosavePlanRoutes';
import { registerAutosaveJob } from './autosave';
import { targetPlanRoutes } from './targetPlanRoutes';

export async function savingsRoutes(fastify: FastifyInstance): Promise<void> {
  registerSavingsPurposes(fastify.deps.payments, fastify.deps.now);
  fastify.addHook('preValidation', requireMembership);
  await fastify.register(sharesRoutes);
  await fastify.register(regularRoutes);
  await fastify.register(targetMoneyRoutes);
  await fastify.register(saveToLoanRoutes);
  await fastify.register(aggregateRoutes);
  await fastify.register(autosavePlanRoutes(REGULAR_PLAN));
  await fastify.register(autosavePlanRoutes(SAVE_TO_LOAN_PLAN));
  await fastify.register(targetPlanRoutes);
  registerAutosaveJob(fastify.deps);
}

export { SAVINGS_PURPOSE } from './purposes';
export { assertShareholdingMinimum, shareholdingGateMessage, NOT_A_MEMBER } from './gates';
export { placeLien, releaseLiens, releaseLiensProRata, pledgeableBalances, lockPledgeableBalances, assertWithdrawalKeepsLiens, activeLiensKobo } from './liens';
