// Autosave exactly once per plan and period on PostgreSQL: two job runners (two apps, two connection pools) on the
// same due plans at once; and the built API SIGKILLed mid-run, then started again: every due period charged exactly
// once at the provider and in the ledger, nothing left 'charging', the ledger check clean.
import { count, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { openDatabase } from '../../src/db/client';
import { autosaveRuns } from '../../src/db/schema';
import { runAutosave } from '../../src/modules/savings/autosave';
import { createTestApp } from '../helpers/testApp';
import { describeOnPostgres, openPostgresTestDatabase, usingPostgres } from '../helpers/testDatabase';
import { ensureBuilt, freePort, startApi, type DatabaseEnv, type RunningApi } from '../money-load/support/builtApi';
import { ledgerCheckNow } from '../money-load/support/crashAudit';
import { chargedOnceReport, seedDuePlans } from './support/duePlans';

let url: string;
let database: DatabaseHandle;

beforeAll(async () => {
  if (!usingPostgres) return;
  ensureBuilt();
  ({ handle: database, url } = await openPostgresTestDatabase({ poolMax: 10, prefix: 'autosave' }));
}, 180_000);

/** the API child of the SIGKILL test, stopped even when the test fails (jest would wait for it) */
let running: RunningApi | null = null;

afterAll(async () => {
  if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
  if (usingPostgres) await database.close();
});

const chargedRuns = async () => (await database.db.select({ n: count() }).from(autosaveRuns).where(eq(autosaveRuns.status, 'charged')))[0].n;

describeOnPostgres('autosave on PostgreSQL', () => {
  it('two runners at once on the same due plans charge each plan once per period', async () => {
    const second = await openDatabase({ url, poolMax: 10 });
    const a = await createTestApp({}, { database });
    const b = await createTestApp({}, { database: second });
    try {
      const seeded = await seedDuePlans(database.db, 200, new Date());
      const now = new Date();
      const [first, other] = await Promise.all([runAutosave(a.app.deps, now), runAutosave(b.app.deps, now)]);
      expect(first.charged + other.charged).toBe(200);
      expect(first.failed + other.failed).toBe(0);
      // both took part: the claims split the work rather than one runner waiting for the other
      expect(Math.min(first.charged, other.charged)).toBeGreaterThan(0);
      const again = await Promise.all([runAutosave(a.app.deps, now), runAutosave(b.app.deps, now)]);
      expect(again.map((s) => s.charged)).toEqual([0, 0]);
      expect(await chargedOnceReport(database.db, seeded)).toEqual({ plans: 200, chargedOnce: 200, providerCharges: 200, balancesRight: 200, stillCharging: 0 });
      expect((await ledgerCheckNow(database.db)).ok).toBe(true);
    } finally {
      await a.close();
      await b.close();
      await second.close();
    }
  }, 180_000);

  it('a runner SIGKILLed mid-run: after the restart every due period is charged exactly once', async () => {
    const seeded = await seedDuePlans(database.db, 300, new Date());
    const before = await chargedRuns();
    const port = await freePort();
    const env = { DATABASE_URL: url, AUTOSAVE_EVERY_MS: '1000', AUTOSAVE_STALE_MS: '3000', AUTOSAVE_CONCURRENCY: '4' } as DatabaseEnv;
    let api = await startApi(port, env);
    running = api;
    for (const until = Date.now() + 60_000; (await chargedRuns()) - before < 40; ) {
      if (Date.now() > until) throw new Error(`the job charged too little: ${api.stderr()}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    api.child.kill('SIGKILL');
    expect((await api.exited).signal).toBe('SIGKILL');
    const atKill = await chargedOnceReport(database.db, seeded);
    expect(atKill.chargedOnce).toBeLessThan(300);

    api = await startApi(port, env);
    running = api;
    let report = atKill;
    for (const until = Date.now() + 120_000; report.chargedOnce < 300 || report.stillCharging > 0; ) {
      if (Date.now() > until) throw new Error(`not finished: ${JSON.stringify(report)} ${api.stderr()}`);
      await new Promise((r) => setTimeout(r, 500));
      report = await chargedOnceReport(database.db, seeded);
    }
    // the sandbox's webhooks of the last charges arrive just after: let them, then check again
    await new Promise((r) => setTimeout(r, 1500));
    expect(await chargedOnceReport(database.db, seeded)).toEqual({ plans: 300, chargedOnce: 300, providerCharges: 300, balancesRight: 300, stillCharging: 0 });
    expect((await ledgerCheckNow(database.db)).ok).toBe(true);
    console.log(`autosave sigkill: ${atKill.chargedOnce} of 300 charged before the kill, ${atKill.stillCharging} left charging`);
    api.child.kill('SIGTERM');
    await api.exited;
    expect(api.stderr()).not.toMatch(/unhandled|TypeError|ReferenceError/);
  }, 300_000);
});
