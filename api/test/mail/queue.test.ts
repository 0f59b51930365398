// Mail is recorded in the deciding transaction and sent after it commits, once (issue 26, "Mails for work that did not
// happen"): a refused loan application mails no guarantor, a handler retried after a serialization failure mails once,
// a rolled-back transaction queues nothing; the dispatcher clears a sent mail's bodies, tries a failed one again later
// and gives up after its last attempt.
import { eq, sql } from 'drizzle-orm';
import { mailOutbox, mailQueue } from '../../src/db/schema';
import { openTransaction, queryRows } from '../../src/ledger/sql';
import type { MailMessage, MailTransport } from '../../src/mail/mailer';
import { queueMail } from '../../src/mail/queue';
import { sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { saver } from '../savings/support/savings';
import { call } from '../wallet/support/money';
import { dayFromToday, loanBody } from '../loans/support/loans';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const message = (to: string, subject = 'Hello'): MailMessage => ({ to, subject, text: `Your PIN is 123456 (${subject})`, html: `<p>Your PIN is 123456</p>` });
const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}@example.com`;
const queuedTo = (to: string, app: TestApp = t) => app.database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, to));

describe('a refused loan application', () => {
  it('mails none of the guarantors it named, however often it is sent again with new keys', async () => {
    // the fee cannot be paid from a ₦500 wallet: the application is refused after its guarantors were asked
    const ada = await saver(t, { walletKobo: 50_000n, regularKobo: 2_000_000n });
    const bola = await saver(t, { regularKobo: 1_000_000n });
    const chidi = await saver(t, { regularKobo: 1_000_000n });
    const body = loanBody({ amount: '30000', start: dayFromToday(t, 1), guarantors: [{ user_id: bola.id, guaranteed_amount: '6000' }, { user_id: chidi.id, guaranteed_amount: '4000' }] });
    for (let i = 0; i < 3; i += 1) {
      const res = await call(t, ada, 'POST', '/api/loanAdd', body, { key: true });
      expect(res.statusCode).toBe(422);
    }
    expect(await sentMails(t, bola.email)).toEqual([]);
    expect(await sentMails(t, chidi.email)).toEqual([]);
    expect([...(await queuedTo(bola.email)), ...(await queuedTo(chidi.email))]).toEqual([]);

    // an application that pays its fee asks its guarantor, by one mail
    const richer = await saver(t, { walletKobo: 500_000n, regularKobo: 2_000_000n });
    const paid = await call(t, richer, 'POST', '/api/loanAdd', loanBody({ amount: '30000', start: dayFromToday(t, 1), guarantors: [{ user_id: bola.id, guaranteed_amount: '10000' }] }), { key: true });
    expect(paid.statusCode).toBe(200);
    expect((await sentMails(t, bola.email)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Guarantee request/)]);
  });
});

describe('a handler retried after a serialization failure', () => {
  it('mails once: the rolled-back attempt leaves no mail behind', async () => {
    const ada = await saver(t, { walletKobo: 500_000n, regularKobo: 2_000_000n });
    const bola = await saver(t, { regularKobo: 2_000_000n });
    const applied = await call(t, ada, 'POST', '/api/loanAdd', loanBody({ amount: '30000', start: dayFromToday(t, 1), guarantors: [{ user_id: bola.id, guaranteed_amount: '10000' }] }), { key: true });
    expect(applied.statusCode).toBe(200);
    const loanId = applied.json().loan.loan_id as number;
    // Bola's approval tells Ada ("Guarantee approved"), then moves the loan on: that UPDATE fails once with 40001
    await t.database.db.execute(sql.raw(`CREATE SEQUENCE mail_retry_${loanId}`));
    await t.database.db.execute(
      sql.raw(`CREATE FUNCTION mail_retry_${loanId}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.id = ${loanId} AND nextval('mail_retry_${loanId}') = 1 THEN
            RAISE EXCEPTION 'could not serialize access (injected)' USING ERRCODE = '40001';
          END IF;
          RETURN NEW;
        END $$`),
    );
    await t.database.db.execute(sql.raw(`CREATE TRIGGER mail_retry_${loanId} BEFORE UPDATE ON loans FOR EACH ROW EXECUTE FUNCTION mail_retry_${loanId}()`));
    try {
      const res = await call(t, bola, 'POST', `/api/loanAccepted/Member/${loanId}`);
      expect(res.statusCode).toBe(200);
      const [{ tries }] = await queryRows<{ tries: unknown }>(t.database.db, sql.raw(`SELECT last_value AS tries FROM mail_retry_${loanId}`));
      expect(Number(tries)).toBe(2);
    } finally {
      await t.database.db.execute(sql.raw(`DROP TRIGGER mail_retry_${loanId} ON loans`));
      await t.database.db.execute(sql.raw(`DROP FUNCTION mail_retry_${loanId}()`));
      await t.database.db.execute(sql.raw(`DROP SEQUENCE mail_retry_${loanId}`));
    }
    const subjects = (await sentMails(t, ada.email)).map((m) => m.subject.split(' · ')[0]);
    expect(subjects.filter((s) => s === 'Guarantee approved')).toHaveLength(1);
    expect(subjects.filter((s) => s === 'Loan fully guaranteed')).toHaveLength(1);
  });
});

describe('queueMail', () => {
  it('writes nothing when its transaction rolls back', async () => {
    const to = unique('rolled-back');
    await expect(
      openTransaction(t.database.db, async (tx) => {
        await queueMail(tx, message(to));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await t.app.deps.mailer.flush();
    expect(await queuedTo(to)).toEqual([]);
    expect(await sentMails(t, to)).toEqual([]);
  });

  it('is delivered once after the commit, and the sent row keeps who and what but not the bodies', async () => {
    const to = unique('pin');
    await openTransaction(t.database.db, (tx) => queueMail(tx, message(to, 'Your withdrawal PIN')));
    await t.app.deps.mailer.flush();
    await t.app.deps.mailer.flush();
    const sent = await sentMails(t, to);
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain('123456');
    const [row] = await queuedTo(to);
    expect(row).toMatchObject({ subject: 'Your withdrawal PIN', textBody: '', htmlBody: '', attempts: 1, failedAt: null, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });
});

describe('a failed delivery', () => {
  function flakyApp(failures: number) {
    const delivered: MailMessage[] = [];
    const logged: Array<{ level: string; obj: object; msg: string }> = [];
    let failing = failures;
    const transport: MailTransport = {
      name: 'smtp',
      async deliver(m) {
        if (failing > 0) {
          failing -= 1;
          throw new Error('421 mail server busy');
        }
        delivered.push(m);
      },
    };
    const failureLog = {
      warn: (obj: object, msg: string) => void logged.push({ level: 'warn', obj, msg }),
      error: (obj: object, msg: string) => void logged.push({ level: 'error', obj, msg }),
    };
    return { delivered, logged, options: { mail: { transport, failureLog, dispatch: { maxAttempts: 3 } }, database: t.database } };
  }

  it('is tried again once its wait is over, and delivered then', async () => {
    const flaky = flakyApp(1);
    const app = await createTestApp({}, flaky.options);
    try {
      const to = unique('retried');
      await queueMail(app.database.db, message(to));
      await app.app.deps.mailer.flush();
      expect(flaky.delivered).toEqual([]);
      const [failed] = await queuedTo(to, app);
      expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, lastError: '421 mail server busy' });
      expect(failed.dueAt.getTime()).toBeGreaterThan(app.clock.now.getTime() + 50_000);
      expect(flaky.logged.map((l) => l.level)).toEqual(['warn']);

      // not due yet: nothing is tried
      await app.app.deps.mailer.flush();
      expect((await queuedTo(to, app))[0].attempts).toBe(1);

      app.clock.advance(61_000);
      await app.app.deps.mailer.flush();
      expect(flaky.delivered.map((m) => m.to)).toEqual([to]);
      expect((await queuedTo(to, app))[0]).toMatchObject({ attempts: 2, textBody: '', htmlBody: '', lastError: null, failedAt: null });
    } finally {
      await app.close();
    }
  });

  it('is given up after the last attempt, with an error in the log', async () => {
    const flaky = flakyApp(10);
    const app = await createTestApp({}, flaky.options);
    try {
      const to = unique('given-up');
      await queueMail(app.database.db, message(to));
      for (let i = 0; i < 3; i += 1) {
        await app.app.deps.mailer.flush();
        app.clock.advance(10 * 60_000);
      }
      await app.app.deps.mailer.flush();
      const [row] = await queuedTo(to, app);
      expect(row).toMatchObject({ attempts: 3, sentAt: null, lastError: '421 mail server busy' });
      expect(row.failedAt).toBeInstanceOf(Date);
      expect(flaky.logged.map((l) => l.level)).toEqual(['warn', 'warn', 'error']);
      expect(JSON.stringify(flaky.logged[2].obj)).toContain(to);
      expect(flaky.delivered).toEqual([]);
      expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
