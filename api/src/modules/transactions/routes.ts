// Transactions (spec §7, facts §2.2, §3.6): transactions/details.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TransactionsReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { categoryOptions } from './categories';
import { dateRange } from './dateRange';
import { transactionsQuery } from './schema';
import { memberTransactions } from './service';

export async function transactionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/transactions/details',
    {
      schema: {
        summary: 'My transactions across all my accounts, newest first; filter by Lagos dates and category',
        tags: ['transactions'],
        security: [{ bearer: [] }],
        querystring: transactionsQuery,
      },
    },
    async (request, reply): Promise<TransactionsReply> => {
      const { db, now } = request.server.deps;
      const { page, per_page, from, to, category } = request.query;
      const range = dateRange({ from, to }, now());
      const list = await memberTransactions(db, currentUser(request).id, { page, perPage: per_page, range, category });
      reply.header('cache-control', 'private, no-store');
      return { ...list, categories: categoryOptions() };
    },
  );
}
