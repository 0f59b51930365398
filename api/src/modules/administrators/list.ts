// Who the society's administrators are: role, who appointed them and when, and their latest sign-in (the start of
// their newest session). One query, SA first, then by name.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Administrator, AdminRole, PersonRef } from '../../contract';
import type { Executor } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import { displayName } from '../auth';

const appointer = alias(users, 'appointer');

// a few administrators, each one index lookup (auth_tokens_user_idx), rather than an aggregate over every session
const lastSignIn = sql`(SELECT max(${authTokens.createdAt}) FROM ${authTokens} WHERE ${authTokens.userId} = ${users.id})`.mapWith(authTokens.createdAt);

/** every SA and ADMIN (or only `userId`, when given and an administrator) as the SA `viewerId` sees them */
export async function listAdministrators(executor: Executor, viewerId: number, userId?: number): Promise<Administrator[]> {
  const rows = await executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      appointedAt: users.roleChangedAt,
      appointerId: appointer.id,
      appointerFirstName: appointer.firstName,
      appointerLastName: appointer.lastName,
      appointerEmail: appointer.email,
      lastSignInAt: lastSignIn,
    })
    .from(users)
    .leftJoin(appointer, eq(appointer.id, users.roleChangedBy))
    .where(and(inArray(users.role, ['SA', 'ADMIN']), userId === undefined ? undefined : eq(users.id, userId)))
    .orderBy(sql`${users.role} = 'SA' desc`, asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((row): Administrator => {
    const appointedBy: PersonRef | null =
      row.appointerId === null ? null : { id: row.appointerId, name: displayName({ firstName: row.appointerFirstName ?? '', lastName: row.appointerLastName ?? '' }), email: row.appointerEmail ?? '' };
    return {
      user_id: row.id,
      name: displayName(row),
      email: row.email,
      role: row.role as AdminRole,
      appointed_by: appointedBy,
      appointed_at: row.appointedAt?.toISOString() ?? null,
      last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
      yours: row.id === viewerId,
    };
  });
}
