// Notices' test helpers: members of one segment (a shared last name the search finds), sending a notice, running the
// job, and what each member received.
import crypto from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { mailOutbox, noticeDeliveries, notices, notifications, users } from '../../src/db/schema';
import { sendNotices } from '../../src/modules/notices';
import type { TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { call } from '../wallet/support/money';

/** a last name no other test's member has: searching it selects this segment only */
export const segmentName = () => `Seg${crypto.randomBytes(4).toString('hex')}`;

export async function membersOf(t: TestApp, lastName: string, n: number, options: Parameters<typeof createUser>[1] = {}): Promise<TestUser[]> {
  const made: TestUser[] = [];
  for (let i = 0; i < n; i += 1) made.push(await createUser(t, { lastName, ...options }));
  return made;
}

export const sendNotice = (t: TestApp, who: TestUser, body: unknown, key: string | true = true) => call(t, who, 'POST', '/api/admin/notices', body, { key });

export const runJob = (t: TestApp) => sendNotices(t.app.deps);

export async function noticeRecord(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(notices).where(eq(notices.id, id));
  return row;
}

/** how many in-app notifications with this title each of `members` holds */
export async function notificationCounts(t: TestApp, title: string, members: TestUser[]): Promise<number[]> {
  const rows = await t.database.db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.title, title));
  return members.map((m) => rows.filter((r) => r.userId === m.id).length);
}

export async function mailCounts(t: TestApp, subject: string, members: TestUser[]): Promise<number[]> {
  await t.app.deps.mailer.flush();
  const rows = await t.database.db.select({ to: mailOutbox.toAddress }).from(mailOutbox).where(eq(mailOutbox.subject, subject));
  return members.map((m) => rows.filter((r) => r.to === m.email).length);
}

export async function deliveriesOf(t: TestApp, noticeId: number) {
  return t.database.db.select().from(noticeDeliveries).where(eq(noticeDeliveries.noticeId, noticeId));
}

export async function suspend(t: TestApp, member: TestUser, by: TestUser): Promise<void> {
  await t.database.db.update(users).set({ suspendedAt: new Date(), suspendedBy: by.id, suspensionReason: 'Reported lost phone' }).where(eq(users.id, member.id));
}

/** member accounts (role MEMBER) of the segment */
export async function segmentSize(t: TestApp, lastName: string): Promise<number> {
  return (await t.database.db.select({ id: users.id }).from(users).where(and(like(users.lastName, lastName), eq(users.role, 'MEMBER')))).length;
}
