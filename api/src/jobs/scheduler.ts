// In-process job scheduler, safe with several API instances on one database: before running, an
// instance claims the job's due row with FOR UPDATE SKIP LOCKED and moves next_run_at on, so each slot
// runs once across instances. Within a process a job never overlaps itself. Errors are logged, never fatal.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows, toDate } from '../ledger/sql';

export interface JobLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

export interface JobContext {
  log: JobLogger;
}

export interface JobDefinition {
  /** unique, stable across deploys: it names the row in scheduled_jobs */
  name: string;
  everyMs: number;
  /** a run still "in progress" after this long is presumed dead and may be claimed again; default max(everyMs, 10 min) */
  timeoutMs?: number;
  /** `executor` is the database: open transactions inside as needed */
  run(executor: Database, now: Date, context: JobContext): Promise<unknown>;
}

export type RunOutcome = 'ran' | 'failed' | 'not_due' | 'busy' | 'claim_failed';

/** one run this process made (/metrics: src/observability/jobMetrics.ts) */
export interface JobRunReport {
  job: string;
  outcome: 'ran' | 'failed';
  /** how late the run started after its slot was due */
  lagMs: number;
  durationMs: number;
  finishedAt: Date;
}

export interface Scheduler {
  registerJob(job: JobDefinition): void;
  start(): void;
  /** stops the timers and waits for runs in progress */
  stop(): Promise<void>;
  /** claims and runs the job now if it is due (tests, admin tools) */
  runDue(name: string): Promise<RunOutcome>;
  readonly jobNames: string[];
}

export interface SchedulerOptions {
  db: Database;
  log: JobLogger;
  /** the clock every service reads */
  now?: () => Date;
  /** shortest wait between attempts; default 1 s */
  minDelayMs?: number;
  /** told of every run this process makes */
  onRun?: (report: JobRunReport) => void;
}

const TEN_MINUTES = 10 * 60 * 1000;

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const minDelayMs = options.minDelayMs ?? 1000;
  const instance = `${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  const jobs = new Map<string, JobDefinition>();
  const ensured = new Set<string>();
  const running = new Map<string, Promise<RunOutcome>>();
  const timers = new Map<string, NodeJS.Timeout>();
  let started = false;

  function schedule(job: JobDefinition, delayMs: number) {
    if (!started) return;
    clearTimeout(timers.get(job.name));
    const timer = setTimeout(() => {
      timers.delete(job.name);
      void tick(job);
    }, delayMs);
    timer.unref();
    timers.set(job.name, timer);
  }

  async function tick(job: JobDefinition) {
    const outcome = await runDue(job.name);
    if (!started) return;
    if (outcome === 'not_due' || outcome === 'busy') {
      schedule(job, await delayUntilDue(job));
    } else {
      schedule(job, outcome === 'claim_failed' ? Math.min(job.everyMs, 30_000) : job.everyMs);
    }
  }

  async function delayUntilDue(job: JobDefinition): Promise<number> {
    try {
      const [row] = await queryRows(db, sql`SELECT next_run_at, locked_until FROM scheduled_jobs WHERE name = ${job.name}`);
      if (!row) return minDelayMs;
      const next = Math.max(toDate(row.next_run_at).getTime(), row.locked_until ? toDate(row.locked_until).getTime() : 0);
      return Math.min(Math.max(next - now().getTime(), minDelayMs), job.everyMs);
    } catch {
      return Math.min(job.everyMs, 30_000);
    }
  }

  /** the claimed slot's due time, or null when not due (or taken) */
  async function claim(job: JobDefinition, at: Date): Promise<Date | null> {
    if (!ensured.has(job.name)) {
      await db.execute(sql`INSERT INTO scheduled_jobs (name, next_run_at) VALUES (${job.name}, ${at.toISOString()}::timestamptz) ON CONFLICT (name) DO NOTHING`);
      ensured.add(job.name);
    }
    const timeoutMs = job.timeoutMs ?? Math.max(job.everyMs, TEN_MINUTES);
    const atText = at.toISOString();
    const rows = await queryRows(
      db,
      sql`WITH due AS (
            SELECT name, next_run_at FROM scheduled_jobs
            WHERE name = ${job.name} AND next_run_at <= ${atText}::timestamptz
              AND (locked_until IS NULL OR locked_until <= ${atText}::timestamptz)
            FOR UPDATE SKIP LOCKED
          )
          UPDATE scheduled_jobs j
          SET next_run_at = ${new Date(at.getTime() + job.everyMs).toISOString()}::timestamptz,
              locked_until = ${new Date(at.getTime() + timeoutMs).toISOString()}::timestamptz,
              locked_by = ${instance}, last_started_at = ${atText}::timestamptz
          FROM due WHERE j.name = due.name
          RETURNING due.next_run_at AS was_due`,
    );
    return rows.length === 1 ? toDate(rows[0].was_due) : null;
  }

  async function execute(job: JobDefinition): Promise<RunOutcome> {
    const at = now();
    let dueAt: Date | null;
    try {
      dueAt = await claim(job, at);
      if (!dueAt) return 'not_due';
    } catch (error) {
      log.error({ err: error, job: job.name }, 'job claim failed');
      return 'claim_failed';
    }
    let failure: unknown = null;
    const startedAt = Date.now();
    try {
      await job.run(db, at, { log });
    } catch (error) {
      failure = error;
      log.error({ err: error, job: job.name }, 'job failed');
    }
    try {
      await db.execute(
        sql`UPDATE scheduled_jobs
            SET locked_until = NULL, locked_by = NULL, last_finished_at = ${now().toISOString()}::timestamptz,
                last_error = ${failure ? String((failure as Error).message ?? failure).slice(0, 2000) : null}, run_count = run_count + 1
            WHERE name = ${job.name} AND locked_by = ${instance}`,
      );
    } catch (error) {
      log.error({ err: error, job: job.name }, 'job bookkeeping failed');
    }
    const durationMs = Date.now() - startedAt;
    log.debug({ job: job.name, ms: durationMs }, 'job finished');
    const outcome = failure ? 'failed' : 'ran';
    options.onRun?.({ job: job.name, outcome, lagMs: Math.max(0, at.getTime() - dueAt.getTime()), durationMs, finishedAt: new Date() });
    return outcome;
  }

  async function runDue(name: string): Promise<RunOutcome> {
    const job = jobs.get(name);
    if (!job) throw new Error(`Unknown job ${name}`);
    if (running.has(name)) {
      log.debug({ job: name }, 'job still running here: this run is skipped');
      return 'busy';
    }
    const run = execute(job);
    running.set(name, run);
    try {
      return await run;
    } finally {
      running.delete(name);
    }
  }

  return {
    registerJob(job) {
      if (!/^[a-z][a-z0-9_.-]{0,99}$/.test(job.name)) throw new Error(`Invalid job name: ${job.name}`);
      if (jobs.has(job.name)) throw new Error(`Job ${job.name} is already registered`);
      if (!Number.isFinite(job.everyMs) || job.everyMs < 1) throw new Error(`Job ${job.name}: everyMs must be ≥ 1`);
      jobs.set(job.name, job);
      schedule(job, 0);
    },
    start() {
      if (started) return;
      started = true;
      for (const job of jobs.values()) schedule(job, 0);
    },
    async stop() {
      started = false;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running.values()]);
    },
    runDue,
    get jobNames() {
      return [...jobs.keys()];
    },
  };
}
