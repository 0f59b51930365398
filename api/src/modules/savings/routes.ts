// The savings area's member routes (issue 8): shareholdings, regular, target and save-to-loan savings, autosave.
// Every one needs a session and membership (./gates.ts). Each part registers its own routes here.
import type { FastifyInstance } from 'fastify';
import { aggregateRoutes } from './aggregateRoutes';
import { requireMembership } from './gates';
import { regularRoutes } from './regularRoutes';
import { saveToLoanRoutes } from './saveToLoanRoutes';
import { sharesRoutes } from './sharesRoutes';
import { targetMoneyRoutes } from './targetMoneyRoutes';
import { REGULAR_PLAN, SAVE_TO_LOAN_PLAN, autosavePlanRoutes } from './autosavePlanRoutes';
import { targetPlanRoutes } from './targetPlanRoutes';

export async function savingsRoutes(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('preValidation', requireMembership);
  await fastify.register(sharesRoutes);
  await fastify.register(regularRoutes);
  await fastify.register(targetMoneyRoutes);
  await fastify.register(saveToLoanRoutes);
  await fastify.register(aggregateRoutes);
  await fastify.register(autosavePlanRoutes(REGULAR_PLAN));
  await fastify.register(autosavePlanRoutes(SAVE_TO_LOAN_PLAN));
  await fastify.register(targetPlanRoutes);
}
