// Two API instances on one PostgreSQL database run the sending job at the same time (PGlite runs one statement at a
// time, so this file is skipped there): every member of each notice's audience gets it exactly once, and each
// notice's counts add up.
import { sql } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { sendNextBatch, type BatchOutcome } from '../../src/modules/notices';
import { queryRows } from '../../src/ledger/sql';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { describeOnPostgres, openTestDatabase, usingPostgres } from '../helpers/testDatabase';
import { createUser, type TestUser } from '../helpers/users';
import type { DatabaseHandle } from '../../src/db/client';
import { noticeRecord, segmentName, sendNotice } from './support';

const MEMBERS = 1_500;
const BATCH = 100;

let database: DatabaseHandle;
let first: TestApp;
let second: TestApp;
let boss: TestUser;
beforeAll(async () => {
  if (!usingPostgres) return;
  database = await openTestDatabase({ poolMax: 20 });
  first = await createTestApp({}, { database });
  second = await createTestApp({}, { database });
  boss = await createUser(first, { role: 'ADMIN' });
});
afterAll(async () => {
  if (!usingPostgres) return;
  await first.close();
  await second.close();
  await database.close();
});

/** one runner: batches until no notice is left for it */
async function runner(t: TestApp): Promise<BatchOutcome[]> {
  const done: BatchOutcome[] = [];
  for (;;) {
    const outcome = await sendNextBatch(t.app.deps, t.app.deps.now(), { batchSize: BATCH });
    if (!outcome) return done;
    done.push(outcome);
  }
}

describeOnPostgres('two instances sending at once (PostgreSQL)', () => {
  it('deliver each notice once per member: one delivery, one notification and one mail each', async () => {
    const name = segmentName();
    await database.db.execute(
      sql`INSERT INTO users (email, password_hash, first_name, last_name, phone_no, role, member_status, email_verified_at)
          SELECT ${name} || '-' || g || '@example.com', 'fixture', 'Ada', ${name}, '08012345678', 'MEMBER', g % 2 = 0, now() - interval '1 minute'
          FROM generate_series(1, ${MEMBERS}) g`,
    );
    const everyone = (await sendNotice(first, boss, { title: `All ${name}`, message: 'Dividends are declared.', audience: { search: name } })).json().notice;
    const half = (await sendNotice(second, boss, { title: `Half ${name}`, message: 'Pay your registration fee.', audience: { search: name, member: false } })).json().notice;
    expect([everyone.audience_count, half.audience_count]).toEqual([MEMBERS, MEMBERS / 2]);

    const runs = await Promise.all([runner(first), runner(second), runner(first), runner(second)]);
    expect(runs.flat().reduce((sum, o) => sum + o.delivered, 0)).toBe(MEMBERS + MEMBERS / 2);
    // the batches queued the mails; both instances' dispatchers deliver them at once, each once
    await Promise.all([first.app.deps.mailer.flush(), second.app.deps.mailer.flush()]);

    for (const notice of [everyone, half]) {
      const [row] = await queryRows<{ deliveries: number; members: number; notified: number; once: boolean; mailed: number }>(
        database.db,
        sql`SELECT (SELECT count(*) FROM notice_deliveries WHERE notice_id = ${notice.id})::int AS deliveries,
                   (SELECT count(DISTINCT user_id) FROM notice_deliveries WHERE notice_id = ${notice.id})::int AS members,
                   (SELECT count(*) FROM notifications WHERE title = ${notice.title})::int AS notified,
                   (SELECT bool_and(n = 1) FROM (SELECT count(*) AS n FROM notifications WHERE title = ${notice.title} GROUP BY user_id) x) AS once,
                   (SELECT count(*) FROM mail_outbox WHERE subject = ${notice.title})::int AS mailed`,
      );
      expect(row).toEqual({ deliveries: notice.audience_count, members: notice.audience_count, notified: notice.audience_count, once: true, mailed: notice.audience_count });
      const record = await noticeRecord(first, notice.id);
      expect(record.deliveredCount).toBe(notice.audience_count);
      expect(record.finishedAt).not.toBeNull();
    }
    const [{ lastId }] = await database.db.select({ lastId: sql<number>`max(${users.id})` }).from(users);
    expect((await noticeRecord(first, everyone.id)).lastUserId).toBe(Number(lastId));
  }, 120_000);

  it('the job on both instances at once (their schedulers) sends once', async () => {
    const name = segmentName();
    for (let i = 0; i < 5; i += 1) await createUser(first, { lastName: name });
    const notice = (await sendNotice(first, boss, { title: `Jobs ${name}`, message: 'Both run it.', audience: { search: name } })).json().notice;
    await Promise.all([first.app.deps.jobs.runDue('notices.send'), second.app.deps.jobs.runDue('notices.send'), first.app.deps.jobs.runDue('notices.send')]);
    // whichever instance did not win the slot runs it on its next turn: run both again
    first.clock.advance(10_000);
    second.clock.advance(10_000);
    await Promise.all([first.app.deps.jobs.runDue('notices.send'), second.app.deps.jobs.runDue('notices.send')]);
    const [row] = await queryRows<{ notified: number; users: number }>(
      database.db,
      sql`SELECT count(*)::int AS notified, count(DISTINCT user_id)::int AS users FROM notifications WHERE title = ${notice.title}`,
    );
    expect(row).toEqual({ notified: 5, users: 5 });
  }, 60_000);
});
