// Steps for the suspension tests: an administrator suspends or reactivates through the routes, the audit rows about
// a member, and a suspension written straight to the row (what another API instance's suspension looks like to this
// one: its cached sessions were not told).
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, users } from '../../src/db/schema';
import type { TestApp } from '../helpers/testApp';
import type { TestUser } from '../helpers/users';
import { call } from '../wallet/support/money';

export const SUSPENDED_TEXT = 'Your account is suspended. Please contact the society.';

/** `reason: null` sends a body without one */
export const suspend = (t: TestApp, by: TestUser, id: number, reason: unknown = 'Reported a stolen phone') =>
  call(t, by, 'POST', `/api/admin/members/${id}/suspend`, reason === null ? {} : { reason });

export const reactivate = (t: TestApp, by: TestUser, id: number, body?: Record<string, unknown>) => call(t, by, 'POST', `/api/admin/members/${id}/reactivate`, body);

export async function suspended(t: TestApp, by: TestUser, id: number): Promise<void> {
  const res = await suspend(t, by, id);
  if (res.statusCode !== 200) throw new Error(`suspend: ${res.statusCode} ${res.body}`);
}

export async function reactivated(t: TestApp, by: TestUser, id: number): Promise<void> {
  const res = await reactivate(t, by, id);
  if (res.statusCode !== 200) throw new Error(`reactivate: ${res.statusCode} ${res.body}`);
}

/** the row as another instance's suspension leaves it: no session of this process forgotten, no token revoked */
export async function suspendInDatabaseOnly(t: TestApp, userId: number, by: TestUser): Promise<void> {
  await t.database.db.update(users).set({ suspendedAt: t.clock.now, suspendedBy: by.id, suspensionReason: 'Elsewhere' }).where(eq(users.id, userId));
}

export async function liftInDatabaseOnly(t: TestApp, userId: number): Promise<void> {
  await t.database.db.update(users).set({ suspendedAt: null, suspendedBy: null }).where(eq(users.id, userId));
}

/** the newest audit row of `action` about the member */
export async function lastAuditOf(t: TestApp, userId: number, action: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectUserId, userId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}
