// Whether a user is a member (the registration fee paid): the one question every membership gate asks, the savings
// and loans routes' hook, investments, and every payment purpose for members (payments' purposeGate.ts). Imports
// nothing from payments, which asks it.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export async function isMember(executor: Executor, userId: number): Promise<boolean> {
  const [row] = await executor.select({ memberStatus: users.memberStatus }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.memberStatus ?? false;
}
