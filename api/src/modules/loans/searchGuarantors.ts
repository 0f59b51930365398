// `searchGuarantors/{term}?token=`: other members whose first name, last name or full name ("first last") starts with
// what was typed, for the guarantor autocomplete. Names only: matching e-mail prefixes would let anyone rebuild a
// masked address one letter at a time. E-mails are masked: a member sees enough to pick the right person, not a
// directory; the loan form names the guarantor by their id.
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
import { maskEmail } from './maskedEmail';
import { security, tags } from './routeDocs';

export const SEARCH_LIMIT = 10;
export const TOO_SHORT = 'Type at least 2 letters to search';

/** LIKE's own characters typed by the member match themselves */
const likePrefix = (term: string) => `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** one word: a first or last name starting with it; several: the full name starting with them (the first word
 * narrows by the first-name prefix index) */
function nameMatches(term: string) {
  const words = term.split(/\s+/);
  if (words.length === 1) return or(sql`lower(${users.firstName}) LIKE ${likePrefix(term)}`, sql`lower(${users.lastName}) LIKE ${likePrefix(term)}`);
  return and(sql`lower(${users.firstName}) LIKE ${likePrefix(words[0])}`, sql`lower(${users.firstName} || ' ' || ${users.lastName}) LIKE ${likePrefix(words.join(' '))}`);
}

export async function searchGuarantorRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.deps;
  app.get(
    '/searchGuarantors/:term',
    {
      config: TOKEN_IN_QUERY,
      schema: { summary: 'Members to choose as guarantors (first, last or full name starting with the term; e-mails masked)', tags, security, params: z.object({ term: z.string().max(100) }), querystring: tokenQuery },
    },
    async (request): Promise<GuarantorCandidate[]> => {
      const term = request.params.term.trim().toLowerCase();
      if (term.length < 2) throw unprocessable(TOO_SHORT);
      const rows = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(
          and(
            eq(users.memberStatus, true),
            ne(users.id, currentUser(request).id),
            nameMatches(term),
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
        .limit(SEARCH_LIMIT);
      return rows.map((r) => ({ id: r.id, first_name: r.firstName, last_name: r.lastName, email: maskEmail(r.email) }));
    },
  );
}
