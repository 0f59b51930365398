import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { createScheduler, pendingTransferWatcherJob, registerCoreJobs, type JobLogger } from '../../src/jobs';
import { SOCIETY_ACCOUNT_KIND, societyAccount, transfer } from '../../src/ledger';
import { openTestDatabase } from '../helpers/testDatabase';
import { createTestApp } from '../helpers/testApp';
import { fundWallet, insertMember, rawRows, ref } from '../ledger/support/fixtures';

let database: DatabaseHandle;
const db = () => database.db;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function recordingLogger() {
  const lines: Array<{ level: string; obj: Record<string, unknown>; msg: string }> = [];
  const at = (level: string) => (obj: object, msg: string) => lines.push({ level, obj: obj as Record<string, unknown>, msg });
  const log: JobLogger = { info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') };
  return { log, lines };
}

function movableClock(start = Date.now()) {
  let t = start;
  return { now: () => new Date(t), advance: (ms: number) => (t += ms) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let jobCounter = 0;
const jobName = () => `test.job-${++jobCounter}`;

describe('scheduler', () => {
  it('runs a job when due, once per slot, with the database and the clock', async () => {
    const clock = movableClock();
    const { log } = recordingLogger();
    const scheduler = createScheduler({ db: db(), now: clock.now, log });
    const calls: Date[] = [];
    const name = jobName();
    scheduler.registerJob({ name, everyMs: 60_000, run: async (executor, now) => void calls.push(now) });
    expect(await scheduler.runDue(name)).toBe('ran');
    expect(await scheduler.runDue(name)).toBe('not_due');
    clock.advance(59_000);
    expect(await scheduler.runDue(name)).toBe('not_due');
    clock.advance(1_000);
    expect(await scheduler.runDue(name)).toBe('ran');
    expect(calls).toHaveLength(2);
    const [row] = await rawRows(db(), sql`SELECT run_count::int AS runs, locked_until, last_error FROM scheduled_jobs WHERE name = ${name}`);
    expect(row).toEqual({ runs: 2, locked_until: null, last_error: null });
  });

  it('lets only one of several instances run a slot', async () => {
    const clock = movableClock();
    const name = jobName();
    let runs = 0;
    const job = { name, everyMs: 60_000, run: async () => void (runs += 1) };
    const instances = [1, 2, 3].map(() => createScheduler({ db: db(), now: clock.now, log: recordingLogger().log }));
    for (const s of instances) s.registerJob(job);
    const outcomes = await Promise.all(instances.map((s) => s.runDue(name)));
    expect(outcomes.filter((o) => o === 'ran')).toHaveLength(1);
    expect(runs).toBe(1);
  });

  it('skips an overlapping run of the same job in one process', async () => {
    const scheduler = createScheduler({ db: db(), log: recordingLogger().log });
    const name = jobName();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    scheduler.registerJob({ name, everyMs: 1, run: () => gate });
    const first = scheduler.runDue(name);
    await sleep(50);
    expect(await scheduler.runDue(name)).toBe('busy');
    release();
    expect(await first).toBe('ran');
  });

  it('does not run a slot another instance is still running until its lock expires', async () => {
    const clock = movableClock();
    const name = jobName();
    const a = createScheduler({ db: db(), now: clock.now, log: recordingLogger().log });
    const b = createScheduler({ db: db(), now: clock.now, log: recordingLogger().log });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    a.registerJob({ name, everyMs: 1_000, timeoutMs: 30_000, run: () => gate });
    b.registerJob({ name, everyMs: 1_000, timeoutMs: 30_000, run: async () => undefined });
    const running = a.runDue(name);
    await sleep(50);
    clock.advance(5_000); // due again, but a is still at it
    expect(await b.runDue(name)).toBe('not_due');
    clock.advance(30_000); // a's lock has expired: presumed dead
    expect(await b.runDue(name)).toBe('ran');
    release();
    await running;
  });

  it('logs a failing run and keeps going', async () => {
    const clock = movableClock();
    const { log, lines } = recordingLogger();
    const scheduler = createScheduler({ db: db(), now: clock.now, log });
    const name = jobName();
    let fail = true;
    scheduler.registerJob({
      name,
      everyMs: 1_000,
      run: async () => {
        if (fail) throw new Error('provider down');
      },
    });
    expect(await scheduler.runDue(name)).toBe('failed');
    expect(lines).toContainEqual(expect.objectContaining({ level: 'error', msg: 'job failed', obj: expect.objectContaining({ job: name }) }));
    const [row] = await rawRows(db(), sql`SELECT last_error, locked_until FROM scheduled_jobs WHERE name = ${name}`);
    expect(row).toEqual({ last_error: 'provider down', locked_until: null });
    fail = false;
    clock.advance(1_000);
    expect(await scheduler.runDue(name)).toBe('ran');
  });

  it('runs on its timers after start() and stops cleanly', async () => {
    const scheduler = createScheduler({ db: db(), log: recordingLogger().log, minDelayMs: 10 });
    const name = jobName();
    let runs = 0;
    scheduler.registerJob({ name, everyMs: 40, run: async () => void (runs += 1) });
    scheduler.start();
    await sleep(400);
    await scheduler.stop();
    const seen = runs;
    expect(seen).toBeGreaterThanOrEqual(3);
    await sleep(150);
    expect(runs).toBe(seen);
  });

  it('refuses duplicate and malformed jobs', () => {
    const scheduler = createScheduler({ db: db(), log: recordingLogger().log });
    scheduler.registerJob({ name: 'dup.job', everyMs: 10, run: async () => undefined });
    expect(() => scheduler.registerJob({ name: 'dup.job', everyMs: 10, run: async () => undefined })).toThrow(/already registered/);
    expect(() => scheduler.registerJob({ name: 'Bad Name', everyMs: 10, run: async () => undefined })).toThrow(/Invalid job name/);
    expect(() => scheduler.registerJob({ name: 'zero.job', everyMs: 0, run: async () => undefined })).toThrow(/everyMs/);
  });
});

describe('pending-transfer watcher job', () => {
  it('alerts each overdue pending transfer once and logs it at warn level', async () => {
    const member = await insertMember(db());
    const wallet = await fundWallet(db(), member, 10_000n);
    const inFlight = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.payoutsInFlight);
    const pending = (deadline: number) =>
      transfer(db(), {
        reference: ref('WD'),
        kind: 'withdrawal',
        userId: member,
        description: 'w',
        status: 'pending',
        deadlineAt: new Date(deadline),
        postings: [
          { accountId: wallet, amount: -1_000n },
          { accountId: inFlight, amount: 1_000n },
        ],
      });
    const overdue = await pending(Date.now() - 60_000);
    const onTime = await pending(Date.now() + 3_600_000);
    const clock = movableClock();
    const { log, lines } = recordingLogger();
    const scheduler = createScheduler({ db: db(), now: clock.now, log });
    scheduler.registerJob(pendingTransferWatcherJob);
    expect(await scheduler.runDue(pendingTransferWatcherJob.name)).toBe('ran');
    const alerts = await rawRows<{ transfer_id: number; kind: string }>(db(), sql`SELECT transfer_id, kind FROM ledger_alerts`);
    expect(alerts.map((a) => [Number(a.transfer_id), a.kind])).toEqual([[overdue.id, 'pending_overdue']]);
    const warned = lines.filter((l) => l.level === 'warn' && l.msg === 'pending transfer is past its deadline');
    expect(warned.map((l) => l.obj.reference)).toEqual([overdue.reference]);

    clock.advance(2 * 3_600_000);
    expect(await scheduler.runDue(pendingTransferWatcherJob.name)).toBe('ran');
    const after = await rawRows<{ transfer_id: number }>(db(), sql`SELECT transfer_id FROM ledger_alerts ORDER BY id`);
    expect(after.map((a) => Number(a.transfer_id))).toEqual([overdue.id, onTime.id]);
    expect(lines.filter((l) => l.level === 'warn' && l.msg === 'pending transfer is past its deadline')).toHaveLength(2);
  });
});

describe('the app', () => {
  it('carries the core jobs, not started under test', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.deps.jobs.jobNames).toEqual(expect.arrayContaining(['ledger.pending-watcher', 'idempotency.cleanup']));
      expect(await t.app.deps.jobs.runDue('idempotency.cleanup')).toBe('ran');
    } finally {
      await t.close();
    }
  });

  it('registerCoreJobs registers each job once', () => {
    const scheduler = createScheduler({ db: db(), log: recordingLogger().log });
    registerCoreJobs(scheduler);
    expect(() => registerCoreJobs(scheduler)).toThrow(/already registered/);
  });
});
