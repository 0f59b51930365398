// Administration of accounts (roles SA and ADMIN): the member list and the sign-up figures.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { membersQuery } from './schema';
import { listMembers, signupStats } from './service';

const tags = ['admin'];
const security = [{ bearer: [] }];

export async function memberAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/members',
    {
      schema: { summary: 'Accounts, newest first; search by name, e-mail or phone (SA, ADMIN)', tags, security, querystring: membersQuery },
    },
    async (request) => {
      const { search, page, per_page: perPage } = request.query;
      return listMembers(request.server.deps.db, search || undefined, { page, perPage, path: '/api/admin/members', query: { search } });
    },
  );

  app.get(
    '/admin/signup-stats',
    { schema: { summary: 'Sign-up figures by Lagos day (SA, ADMIN)', tags, security } },
    async (request) => signupStats(request.server.deps.db, request.server.deps.now()),
  );
}
