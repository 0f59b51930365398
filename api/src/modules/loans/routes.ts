// The loans area's signed-in routes: members' loans (with guarantors, groups, repayments) and business finance.
import type { FastifyInstance } from 'fastify';
import { requireMembership } from '../savings';
import { applicationRoutes } from './application/routes';
import { guaranteeRoutes } from './guarantees/routes';
import { loanReadRoutes } from './readRoutes';
import { searchGuarantorRoutes } from './searchGuarantors';
import { businessRepaymentRoutes, repaymentRoutes } from './repayments/routes';
import { groupRoutes } from './groups/routes';
import { businessRoutes } from './business/routes';

/** member routes: a session and membership (facts §1.3: loans are for members) */
export async function loanRoutes(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('preValidation', requireMembership);
  await fastify.register(applicationRoutes);
  await fastify.register(guaranteeRoutes);
  await fastify.register(loanReadRoutes);
  await fastify.register(searchGuarantorRoutes);
  await fastify.register(repaymentRoutes);
  await fastify.register(groupRoutes);
}

/** business finance: open to every signed-in user, members or not (facts §1.3) */
export async function businessFinanceRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(businessRoutes);
  await fastify.register(businessRepaymentRoutes);
}
