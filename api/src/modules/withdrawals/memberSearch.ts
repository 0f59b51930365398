// The admin money lists' search by member (withdrawals, held bank accounts, locked withdrawals): part of the member's
// name, e-mail address or phone number, case-insensitive, with LIKE's wildcards taken literally.
import { ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema';

/** `?search=` of a list searched by member */
export const memberSearchQuery = z
  .string({ error: 'The search must be text' })
  .trim()
  .max(100, { error: 'The search must be at most 100 characters' })
  .optional()
  .describe("part of the member's name, e-mail address or phone number");

/** the `users` row joined into the list matches the search; undefined (no condition) for an empty one */
export function memberSearchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.middleName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.email, pattern),
    ilike(users.phoneNo, pattern),
  );
}
