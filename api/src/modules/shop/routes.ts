// Product finance's signed-in routes (issue 10): the catalogue, cart, checkout with its down payment, orders and their
// repayments, product requests. Open to every signed-in user, members or not (facts §1.3).
import type { FastifyInstance } from 'fastify';
import { cartRoutes } from './cartRoutes';
import { catalogueRoutes } from './catalogueRoutes';
import { checkoutRoutes } from './checkoutRoutes';
import { orderRoutes } from './orderRoutes';
import { requestRoutes } from './requestRoutes';

export async function shopRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(catalogueRoutes);
  await fastify.register(cartRoutes);
  await fastify.register(checkoutRoutes);
  await fastify.register(orderRoutes);
  await fastify.register(requestRoutes);
}
