// The scheduled ledger check: registered at LEDGER_CHECK_EVERY_MINUTES, silent on a sound ledger, and on a broken one
// an error log line, one open 'ledger_check' alert (seen again, not raised again, on later runs), an in-app
// notification and a mail for every administrator.
import { sql } from 'drizzle-orm';
import { adminAlerts } from '../../src/db/schema';
import type { JobLogger } from '../../src/jobs';
import { SOCIETY_ACCOUNT_KIND, societyAccount } from '../../src/ledger';
import { LEDGER_CHECK_JOB, ledgerCheckJob } from '../../src/modules/alerts/ledgerCheckJob';
import { sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, call, creditWallet, member, notificationsOf, type Member } from '../wallet/support/money';

let t: TestApp;
let sa: Member;
let clearing: number;

beforeAll(async () => {
  t = await createTestApp({ LEDGER_CHECK_EVERY_MINUTES: 15 });
  sa = await admin(t);
  await creditWallet(t, await member(t), 500_000n);
  clearing = await societyAccount(t.database.db, SOCIETY_ACCOUNT_KIND.providerClearing);
});
afterAll(() => t.close());

function capturingLog() {
  const lines: Array<{ level: string; obj: object; msg: string }> = [];
  const at = (level: string) => (obj: object, msg: string) => void lines.push({ level, obj, msg });
  const log: JobLogger = { info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') };
  return { log, lines, errors: () => lines.filter((l) => l.level === 'error') };
}

const runJob = async () => {
  const capture = capturingLog();
  const job = ledgerCheckJob({ db: t.database.db, config: t.config, mailer: t.app.deps.mailer }, t.config.LEDGER_CHECK_EVERY_MINUTES);
  await job.run(t.database.db, t.clock.now, { log: capture.log });
  return capture;
};

const breakLedger = (kobo: number) => t.database.db.execute(sql`UPDATE ledger_accounts SET balance = balance + ${kobo} WHERE id = ${clearing}`);
const openAlerts = async () => (await call(t, sa, 'GET', '/api/admin/alerts')).json().data.filter((a: { status: string }) => a.status === 'open');

it('is registered to run every LEDGER_CHECK_EVERY_MINUTES', () => {
  expect(t.app.deps.jobs.jobNames).toContain(LEDGER_CHECK_JOB);
  expect(ledgerCheckJob({ db: t.database.db, config: t.config, mailer: t.app.deps.mailer }, 15).everyMs).toBe(15 * 60_000);
});

it('raises nothing on a sound ledger', async () => {
  const { errors } = await runJob();
  expect(errors()).toEqual([]);
  expect(await t.database.db.select().from(adminAlerts)).toEqual([]);
});

it('logs at error level, raises one alert, tells every administrator in the app and by mail', async () => {
  await breakLedger(7);
  try {
    const first = await runJob();
    expect(first.errors().map((l) => l.msg)).toEqual(['ledger check found problems', 'admin alert: The ledger check found problems']);
    expect(first.errors()[0].obj).toMatchObject({ ledger_check: { failed: { mismatched_accounts: { count: 1, examples: [{ account_id: clearing }] } } } });

    const [alert] = await openAlerts();
    expect(alert).toMatchObject({
      kind: 'ledger_check',
      title: 'The ledger check found problems',
      status: 'open',
      seen_count: 1,
      amount_owed: null,
      details: { failed: { mismatched_accounts: { label: 'cached balances that disagree with the postings', count: 1 } } },
    });
    expect((await notificationsOf(t, sa)).map((n) => [n.title, n.link])).toEqual([['The ledger check found problems', '/dashboard']]);
    const mails = await sentMails(t, sa.email);
    expect(mails.map((m) => m.subject)).toEqual([`${t.config.SOCIETY_NAME} alert: The ledger check found problems`]);
    expect(mails[0].text).toContain(`${t.config.APP_URL}/dashboard`);

    // the next run sees the same open problem: no second alert, notification or mail
    const second = await runJob();
    expect(second.errors().map((l) => l.msg)).toEqual(['ledger check found problems']);
    const again = await openAlerts();
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: alert.id, seen_count: 2 });
    expect(await notificationsOf(t, sa)).toHaveLength(1);
    expect(await sentMails(t, sa.email)).toHaveLength(1);

    // once a person resolved it, a later failure is a new alert
    expect((await call(t, sa, 'POST', `/api/admin/alerts/${alert.id}/resolve`, { note: 'Cache rebuilt from the postings' })).statusCode).toBe(200);
    await runJob();
    const [fresh] = await openAlerts();
    expect(fresh.id).toBeGreaterThan(alert.id);
  } finally {
    await breakLedger(-7);
  }
  // a passing run resolves nothing by itself
  expect((await runJob()).errors()).toEqual([]);
  expect(await openAlerts()).toHaveLength(1);
});
