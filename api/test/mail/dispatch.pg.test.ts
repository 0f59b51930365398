// Two API instances on one PostgreSQL database dispatch the mail queue at the same time (PGlite runs one statement at
// a time, so this file is skipped there): each queued mail is delivered exactly once, by one of them, and marked sent.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { queryRows } from '../../src/ledger/sql';
import type { MailMessage, MailTransport } from '../../src/mail/mailer';
import { queueMail } from '../../src/mail/queue';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { describeOnPostgres, openTestDatabase, usingPostgres } from '../helpers/testDatabase';

const MAILS = 120;

/** records what it delivers, slowly enough that the two instances' runs overlap */
function recordingTransport(instance: string, delivered: Array<{ instance: string; to: string }>): MailTransport {
  return {
    name: 'smtp',
    async deliver(message: MailMessage) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      delivered.push({ instance, to: message.to });
    },
  };
}

let database: DatabaseHandle;
let first: TestApp;
let second: TestApp;
const delivered: Array<{ instance: string; to: string }> = [];
beforeAll(async () => {
  if (!usingPostgres) return;
  database = await openTestDatabase({ poolMax: 20 });
  first = await createTestApp({}, { database, mail: { transport: recordingTransport('first', delivered) } });
  second = await createTestApp({}, { database, mail: { transport: recordingTransport('second', delivered) } });
});
afterAll(async () => {
  if (!usingPostgres) return;
  await first.close();
  await second.close();
  await database.close();
});

describeOnPostgres('two instances dispatching at once (PostgreSQL)', () => {
  it('deliver each queued mail exactly once and mark every one sent', async () => {
    const prefix = `twice-${Date.now()}`;
    const addresses = Array.from({ length: MAILS }, (_, i) => `${prefix}-${i}@example.com`);
    await queueMail(
      database.db,
      addresses.map((to) => ({ to, subject: 'Your withdrawal PIN', text: 'PIN 123456', html: '<p>PIN 123456</p>' })),
    );
    // each instance's kick, the job's run and a flush, all at once
    first.app.deps.mailer.kick();
    second.app.deps.mailer.kick();
    await Promise.all([first.app.deps.mailer.flush(), second.app.deps.mailer.flush(), first.app.deps.mailer.dispatchDue(), second.app.deps.mailer.dispatchDue()]);

    const mine = delivered.filter((d) => d.to.startsWith(prefix));
    expect(mine).toHaveLength(MAILS);
    expect(new Set(mine.map((d) => d.to)).size).toBe(MAILS);
    expect(new Set(mine.map((d) => d.instance))).toEqual(new Set(['first', 'second']));
    const [row] = await queryRows<{ sent: number; attempts: number; bodies: number }>(
      database.db,
      sql`SELECT count(*) FILTER (WHERE sent_at IS NOT NULL)::int AS sent, sum(attempts)::int AS attempts,
                 count(*) FILTER (WHERE text_body <> '' OR html_body <> '')::int AS bodies
          FROM mail_queue WHERE to_address LIKE ${`${prefix}-%`}`,
    );
    expect(row).toEqual({ sent: MAILS, attempts: MAILS, bodies: 0 });
  });
});
