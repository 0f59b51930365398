// Who a row belongs to, for the admin's lists: id, name and e-mail of many users in one query.
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users } from '../../../db/schema';

export interface PersonRef {
  id: number;
  name: string;
  email: string;
}

export async function peopleById(executor: Executor, ids: number[]): Promise<Map<number, PersonRef>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await executor.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((u) => [u.id, { id: u.id, name: `${u.firstName} ${u.lastName}`.trim(), email: u.email }]));
}

export const nobody = (id: number): PersonRef => ({ id, name: 'A member', email: '' });
