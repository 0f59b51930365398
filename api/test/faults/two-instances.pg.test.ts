// Two API instances, one PostgreSQL database (issue 28): the jobs that had no two-instance test run on both at once,
// and each due item is handled exactly once: auto-repay (each due instalment taken once), the scheduled ledger check
// (once per slot; a problem raises one alert), and the alert dispatcher (each alert mailed once per administrator).
// Autosave (savings/autosave.pg), mail dispatch (mail/dispatch.pg), notices (notices/concurrent.pg) and maturity
// payouts (investments/concurrency.pg) have theirs. Skipped on PGlite, which runs one statement at a time.
import { and, eq, like, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { adminAlerts, ledgerTransfers, LOAN_STATUS, loanAutoRepayRuns, loanInstalments, mailQueue } from '../../src/db/schema';
import { queryRows } from '../../src/ledger/sql';
import { dispatchAlerts } from '../../src/modules/alerts/dispatch';
import { LEDGER_CHECK_JOB } from '../../src/modules/alerts/ledgerCheckJob';
import { raiseAlert } from '../../src/modules/alerts/service';
import { runAutoRepay } from '../../src/modules/loans/repayments/autoRepay';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { describeOnPostgres, openPostgresTestDatabase, usingPostgres } from '../helpers/testDatabase';
import { disburse, insertLoan, pledgeTo } from '../loans/support/loans';
import { ledgerCheckNow } from '../money-load/support/crashAudit';
import { saver } from '../savings/support/savings';
import { admin, call, type Member } from '../wallet/support/money';

const LOANS = 8;
const ALERTS = 120;

let first: DatabaseHandle;
let second: DatabaseHandle;
let a: TestApp;
let b: TestApp;
let boss: Member;

beforeAll(async () => {
  if (!usingPostgres) return;
  const opened = await openPostgresTestDatabase({ poolMax: 10, prefix: 'twoinstances' });
  first = opened.handle;
  // the second instance's own pool on the same database, as a second process has
  second = await openDatabase({ url: opened.url, poolMax: 10 });
  a = await createTestApp({ PAYMENT_PROVIDER: 'sandbox', SANDBOX_WEBHOOK_DELIVERY: 'off' }, { database: first });
  b = await createTestApp({ PAYMENT_PROVIDER: 'sandbox', SANDBOX_WEBHOOK_DELIVERY: 'off' }, { database: second });
  boss = await admin(a);
}, 120_000);

afterAll(async () => {
  if (!usingPostgres) return;
  await a.close();
  await b.close();
  await second.close();
  await first.close();
});

/** a disbursed ₦30,000 loan over 3 months (into the borrower's wallet), auto-repay switched on by its owner */
async function autoRepayingLoan() {
  const borrower = await saver(a, { regularKobo: 1_500_000n });
  const guarantor = await saver(a, { regularKobo: 1_500_000n });
  const loan = await insertLoan(a, { userId: borrower.id, amountKobo: 3_000_000n, durationMonths: 3, status: LOAN_STATUS.approved, approvedBy: boss.id, ownCoverKobo: 1_500_000n });
  await pledgeTo(a, loan, borrower.id, 1_500_000n, 'loan_cover');
  await pledgeTo(a, loan, guarantor.id, 1_500_000n);
  await disburse(a, loan.id, boss.id);
  expect((await call(a, borrower, 'POST', `/api/loan/auto_repay/${loan.id}`, { auto_repay: true })).json()).toMatchObject({ success: true, auto_repay: true });
  return loan;
}

describeOnPostgres('two API instances on one database: each due item handled once', () => {
  it('auto-repay on both at once takes each due instalment exactly once', async () => {
    const loans = [];
    for (let i = 0; i < LOANS; i++) loans.push(await autoRepayingLoan());
    const [firstDue] = await a.database.db.select().from(loanInstalments).where(eq(loanInstalments.loanId, loans[0].id)).orderBy(loanInstalments.seq);
    const dueDay = new Date(`${firstDue.dueDate}T09:00:00Z`);

    const runs = await Promise.all([runAutoRepay(a.app.deps, dueDay), runAutoRepay(b.app.deps, dueDay), runAutoRepay(a.app.deps, dueDay)]);
    expect(runs.reduce((sum, r) => sum + r.paid, 0)).toBe(LOANS);
    expect(runs.reduce((sum, r) => sum + r.partial + r.failed, 0)).toBe(0);
    // again, the same day: nothing is due any more
    expect(await Promise.all([runAutoRepay(a.app.deps, dueDay), runAutoRepay(b.app.deps, dueDay)])).toEqual([
      { paid: 0, partial: 0, failed: 0 },
      { paid: 0, partial: 0, failed: 0 },
    ]);

    for (const loan of loans) {
      const rows = await a.database.db.select().from(loanAutoRepayRuns).where(eq(loanAutoRepayRuns.loanId, loan.id));
      expect(rows.map((r) => r.status)).toEqual(['paid']);
      const posted = await a.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, rows[0].reference!));
      expect(posted).toHaveLength(1);
      const [instalment] = await a.database.db.select().from(loanInstalments).where(eq(loanInstalments.id, rows[0].instalmentId));
      expect(instalment.paidKobo).toBe(instalment.amountKobo);
    }
    expect((await ledgerCheckNow(a.database.db)).ok).toBe(true);
  }, 300_000);

  it('the alert dispatcher on both at once mails each alert once to each administrator', async () => {
    const now = a.clock.now;
    for (let i = 0; i < ALERTS; i++) {
      await raiseAlert(a.database.db, { kind: 'payout_anomaly', subject: `two-instances-${i}`, title: `Two instances alert ${i}`, message: 'Raised by the test.', details: {} }, now);
    }
    const log = { info() {}, warn() {}, error() {}, debug() {} };
    const told = await Promise.all([dispatchAlerts(a.app.deps, now, log), dispatchAlerts(b.app.deps, now, log), dispatchAlerts(a.app.deps, now, log)]);
    expect(told.reduce((sum, n) => sum + n, 0)).toBe(ALERTS);
    // both took part (the claims split the batches) or one did all: either way the sum is exact
    const [admins] = await queryRows<{ n: number }>(a.database.db, sql`SELECT count(*)::int AS n FROM users WHERE role IN ('SA', 'ADMIN')`);
    const mails = await queryRows<{ subject: string; n: number }>(
      a.database.db,
      sql`SELECT subject, count(*)::int AS n FROM mail_queue WHERE subject LIKE ${'%alert: Two instances alert %'} GROUP BY subject`,
    );
    expect(mails).toHaveLength(ALERTS);
    expect(new Set(mails.map((m) => m.n))).toEqual(new Set([admins.n]));
    expect(await a.database.db.select().from(adminAlerts).where(and(like(adminAlerts.subject, 'two-instances-%'), sql`${adminAlerts.dispatchedAt} IS NULL`))).toEqual([]);
  }, 120_000);

  it('the scheduled ledger check on both at once runs once per slot, and a problem raises one alert, mailed once', async () => {
    const outcomes = await Promise.all([a.app.deps.jobs.runDue(LEDGER_CHECK_JOB), b.app.deps.jobs.runDue(LEDGER_CHECK_JOB), b.app.deps.jobs.runDue(LEDGER_CHECK_JOB)]);
    expect(outcomes.filter((o) => o === 'ran')).toHaveLength(1);

    // a cached balance off by one kobo, then the next slot on both instances at once
    const [account] = await queryRows<{ id: number }>(a.database.db, sql`SELECT id FROM ledger_accounts WHERE owner_user_id IS NOT NULL ORDER BY id LIMIT 1`);
    await a.database.db.execute(sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE id = ${account.id}`);
    try {
      const hour = 60 * 60_000 + 1_000;
      a.clock.advance(hour);
      b.clock.advance(hour);
      const next = await Promise.all([a.app.deps.jobs.runDue(LEDGER_CHECK_JOB), b.app.deps.jobs.runDue(LEDGER_CHECK_JOB)]);
      expect(next.filter((o) => o === 'ran')).toHaveLength(1);
      const alerts = await a.database.db.select().from(adminAlerts).where(eq(adminAlerts.kind, 'ledger_check'));
      expect(alerts.map((alert) => ({ seen: alert.seenCount, dispatched: alert.dispatchedAt !== null }))).toEqual([{ seen: 1, dispatched: true }]);
      const mails = await a.database.db.select().from(mailQueue).where(like(mailQueue.subject, '%alert: The ledger check found problems'));
      const [admins] = await queryRows<{ n: number }>(a.database.db, sql`SELECT count(*)::int AS n FROM users WHERE role IN ('SA', 'ADMIN')`);
      expect(mails).toHaveLength(admins.n);
    } finally {
      await a.database.db.execute(sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE id = ${account.id}`);
    }
  }, 120_000);
});
