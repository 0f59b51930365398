// Password-attempt rows are forgotten once they no longer change an answer, and only then.
import { passwordAttempts } from '../../src/db/schema';
import { cleanupPasswordAttempts } from '../../src/modules/auth/passwordAttemptsCleanup';
import { openTestDatabase } from '../helpers/testDatabase';

const NOW = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const DAY = 24 * 60 * 60_000;

it('deletes only rows with no wait running, no failure in the last day and no sign-in in the last 90 days', async () => {
  const database = await openTestDatabase();
  try {
    const row = (address: string, fields: Partial<typeof passwordAttempts.$inferInsert>) => ({ subject: 'email:x@example.com', address, retryAt: ago(DAY), ...fields });
    await database.db.insert(passwordAttempts).values([
      row('forgotten', { failures: 4, lastFailureAt: ago(2 * DAY) }),
      row('old-success', { lastSuccessAt: ago(91 * DAY) }),
      row('waiting', { failures: 9, lastFailureAt: ago(2 * DAY), retryAt: new Date(NOW.getTime() + 60_000) }),
      row('recent-failure', { failures: 1, lastFailureAt: ago(DAY / 2) }),
      row('known-address', { lastSuccessAt: ago(30 * DAY) }),
    ]);
    expect(await cleanupPasswordAttempts(database.db, NOW, { batch: 1 })).toBe(2);
    const left = (await database.db.select({ address: passwordAttempts.address }).from(passwordAttempts)).map((r) => r.address).sort();
    expect(left).toEqual(['known-address', 'recent-failure', 'waiting']);
  } finally {
    await database.close();
  }
});
