// Administration of accounts (roles SA and ADMIN): the member list, one member's file and statement, and the sign-up figures.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminMemberReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { lagosDate } from '../../time/lagos';
import { memberIdParams, membersQuery } from './schema';
import { listMembers, listMembersByCursor, memberDetails, signupStats } from './service';
import { memberStatementRoutes } from './statementRoute';

const tags = ['admin'];
const security = [{ bearer: [] }];

export async function memberAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/members',
    {
      schema: {
        summary: 'Accounts, newest first; search by name, e-mail or phone, filter by membership, verification, suspension, shareholding below the minimum and overdue loans; keyset pages with cursor/limit, numbered pages with page/per_page (SA, ADMIN)',
        tags,
        security,
        querystring: membersQuery,
      },
    },
    async (request) => {
      const { search, member, verified, suspended, below_minimum_shares, overdue_loan, cursor, limit, page, per_page: perPage } = request.query;
      const filters = { search: search || undefined, member, verified, suspended, below_minimum_shares, overdue_loan };
      const today = lagosDate(request.server.deps.now());
      if (cursor !== undefined || limit !== undefined) return listMembersByCursor(request.server.deps.db, filters, today, cursor, limit ?? perPage);
      const query = Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value?.toString()]));
      return listMembers(request.server.deps.db, filters, today, { page, perPage, path: '/api/admin/members', query });
    },
  );

  app.get(
    '/admin/members/:id',
    {
      schema: {
        summary:
          "One member's file: who, role, membership, suspension, profile, masked bank account, every balance, loans, guarantees given, orders, investments, saved cards, recent sign-ins, withdrawal lock, the last audit rows about them (SA, ADMIN)",
        tags,
        security,
        params: memberIdParams,
      },
    },
    async (request): Promise<AdminMemberReply> => {
      const { db, now } = request.server.deps;
      const member = await memberDetails(db, request.params.id, currentUser(request).id, now());
      if (!member) throw notFound('There is no account with this id');
      return { success: true, member };
    },
  );

  await memberStatementRoutes(app);

  app.get(
    '/admin/signup-stats',
    { schema: { summary: 'Sign-up figures by Lagos day (SA, ADMIN)', tags, security } },
    async (request) => signupStats(request.server.deps.db, request.server.deps.now()),
  );
}
