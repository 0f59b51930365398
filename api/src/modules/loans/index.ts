// The loans area (issue 9): individual loans with guarantors, loan groups and group loans, business finance,
// repayments, and the admin's loan book. Each part registers its own route plugin here with one line.
import type { FastifyInstance } from 'fastify';
import { requireMembership } from '../savings/gates';
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

export { LOAN_PURPOSE } from './purposes';
/** SA / ADMIN */
export { loanAdminRoutes } from './admin/routes';
export { businessImageRoutes } from './business/routes';
export { lienReference } from './references';
