// Product finance (issue 10): the catalogue, cart, checkout with its down payment, orders and their repayments,
// product requests, and the admin's side. Open to every signed-in user, members or not (facts §1.3).
import type { FastifyInstance } from 'fastify';
import { cartRoutes } from './cartRoutes';
import { catalogueRoutes } from './catalogueRoutes';
import { registerCheckoutPurpose } from './checkoutPurpose';
import { checkoutRoutes } from './checkoutRoutes';
import { registerOrderRepaymentPurpose } from './orderRepayment';
import { orderRoutes } from './orderRoutes';
import { requestRoutes } from './requestRoutes';

export async function shopRoutes(fastify: FastifyInstance): Promise<void> {
  registerCheckoutPurpose(fastify.deps.payments, fastify.deps.now);
  registerOrderRepaymentPurpose(fastify.deps.payments, fastify.deps.now);
  await fastify.register(catalogueRoutes);
  await fastify.register(cartRoutes);
  await fastify.register(checkoutRoutes);
  await fastify.register(orderRoutes);
  await fastify.register(requestRoutes);
}

export { openCatalogueRoutes } from './catalogueRoutes';
export { shopPictureRoutes } from './pictureRoutes';
/** SA / ADMIN */
export { shopAdminRoutes } from './admin/routes';
export { SHOP_PURPOSE } from './purposes';
