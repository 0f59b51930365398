// Sent and given-up mails are deleted once past their retention by the daily `mail.prune` job; a mail still waiting
// to go is never deleted, however old.
import { eq, inArray } from 'drizzle-orm';
import { mailQueue } from '../../src/db/schema';
import { MAIL_QUEUE_RETENTION_MS, pruneMailQueue } from '../../src/mail/prune';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

async function queued(subject: string, state: { sentDaysAgo?: number; failedDaysAgo?: number; createdDaysAgo: number }) {
  const ago = (days: number) => new Date(t.clock.now.getTime() - days * DAY);
  const [row] = await t.database.db
    .insert(mailQueue)
    .values({
      toAddress: 'someone@example.com',
      subject,
      textBody: state.sentDaysAgo === undefined ? 'body' : '',
      htmlBody: state.sentDaysAgo === undefined ? '<p>body</p>' : '',
      createdAt: ago(state.createdDaysAgo),
      dueAt: ago(state.createdDaysAgo),
      sentAt: state.sentDaysAgo === undefined ? null : ago(state.sentDaysAgo),
      failedAt: state.failedDaysAgo === undefined ? null : ago(state.failedDaysAgo),
    })
    .returning({ id: mailQueue.id });
  return row.id;
}

describe('the mail queue prune', () => {
  it('deletes sent and given-up rows past the retention, in batches, and keeps recent ones and every waiting mail', async () => {
    const retentionDays = MAIL_QUEUE_RETENTION_MS / DAY;
    const oldSent = [await queued('old sent 1', { createdDaysAgo: 40, sentDaysAgo: 40 }), await queued('old sent 2', { createdDaysAgo: 35, sentDaysAgo: retentionDays + 1 }), await queued('old sent 3', { createdDaysAgo: 90, sentDaysAgo: 89 })];
    const oldFailed = await queued('old failed', { createdDaysAgo: 45, failedDaysAgo: 44 });
    const recentSent = await queued('recent sent', { createdDaysAgo: 2, sentDaysAgo: 1 });
    const recentFailed = await queued('recent failed', { createdDaysAgo: 3, failedDaysAgo: 2 });
    const oldWaiting = await queued('still waiting', { createdDaysAgo: 60 });
    const ids = [...oldSent, oldFailed, recentSent, recentFailed, oldWaiting];

    expect(await pruneMailQueue(t.database.db, t.clock.now, { batch: 2 })).toBe(4);

    const left = await t.database.db.select({ id: mailQueue.id }).from(mailQueue).where(inArray(mailQueue.id, ids));
    expect(left.map((r) => r.id).sort((a, b) => a - b)).toEqual([recentSent, recentFailed, oldWaiting].sort((a, b) => a - b));
    expect(await pruneMailQueue(t.database.db, t.clock.now)).toBe(0);
  });

  it('runs every day as the mail.prune job', async () => {
    const id = await queued('prune by job', { createdDaysAgo: 50, sentDaysAgo: 50 });
    expect(t.app.deps.jobs.jobNames).toContain('mail.prune');
    expect(await t.app.deps.jobs.runDue('mail.prune')).toBe('ran');
    expect(await t.database.db.select({ id: mailQueue.id }).from(mailQueue).where(eq(mailQueue.id, id))).toEqual([]);
  });
});
