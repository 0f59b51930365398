// Names as notifications and mails say them.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

/** "Ada Obi", or "A member" for an id without a user */
export async function fullNameOf(executor: Executor, userId: number): Promise<string> {
  const [u] = await executor.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return u ? `${u.firstName} ${u.lastName}`.trim() : 'A member';
}
