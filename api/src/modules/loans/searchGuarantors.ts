// `searchGuarantors/{term}?token=`: other members whose first name, last name or e-mail starts with what was typed,
// for the guarantor autocomplete. E-mails are masked: a member sees enough to pick the right person, not a directory.
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GuarantorCandidate } from '../../contract';
import { users } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { unprocessable } from '../../http/errors';
import { TOKEN_IN_QUERY } from '../../http/queryToken';
import { tokenQuery } from '../../http/validation';
import { security, tags } from './routeDocs';

export const SEARCH_LIMIT = 10;
export const TOO_SHORT = 'Type at least 2 letters to search';

export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 0) return email;
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length))}***${email.slice(at)}`;
}

/** LIKE's own characters typed by the member match themselves */
const likePrefix = (term: string) => `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchGuarantorRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.deps;
  app.get(
    '/searchGuarantors/:term',
    {
      config: TOKEN_IN_QUERY,
      schema: { summary: 'Members to choose as guarantors (first name, last name or e-mail starting with the term)', tags, security, params: z.object({ term: z.string().max(100) }), querystring: tokenQuery },
    },
    async (request): Promise<GuarantorCandidate[]> => {
      const term = request.params.term.trim().toLowerCase();
      if (term.length < 2) throw unprocessable(TOO_SHORT);
      const prefix = likePrefix(term);
      const rows = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(
          and(
            eq(users.memberStatus, true),
            ne(users.id, currentUser(request).id),
            or(sql`lower(${users.firstName}) LIKE ${prefix}`, sql`lower(${users.lastName}) LIKE ${prefix}`, sql`${users.email} LIKE ${prefix}`),
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
        .limit(SEARCH_LIMIT);
      return rows.map((r) => ({ id: r.id, first_name: r.firstName, last_name: r.lastName, email: maskEmail(r.email) }));
    },
  );
}
