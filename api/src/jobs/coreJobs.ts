// The platform's own jobs. An area declares its own in its `defineArea({ jobs })` (modules/area.ts).
import { cleanupRateLimitHits } from '../http/rateLimitCleanup';
import { cleanupIdempotencyKeys } from '../idempotency/cleanup';
import { flagOverduePendingTransfers } from '../ledger/watcher';
import type { Mailer } from '../mail/mailer';
import { pruneMailQueue } from '../mail/prune';
import type { JobDefinition, Scheduler } from './scheduler';

export const pendingTransferWatcherJob: JobDefinition = {
  name: 'ledger.pending-watcher',
  everyMs: 60_000,
  async run(db, now, { log }) {
    const raised = await flagOverduePendingTransfers(db, now, log);
    if (raised.length) log.warn({ count: raised.length }, 'overdue pending transfers alerted');
  },
};

export const idempotencyCleanupJob: JobDefinition = {
  name: 'idempotency.cleanup',
  everyMs: 24 * 60 * 60 * 1000,
  async run(db, now, { log }) {
    const deleted = await cleanupIdempotencyKeys(db, now);
    log.info({ deleted }, 'old idempotency keys deleted');
  },
};

/** rows of ended windows (only the PostgreSQL store writes any): a flood of addresses must not grow the table for long */
export const rateLimitCleanupJob: JobDefinition = {
  name: 'rate-limits.cleanup',
  everyMs: 10 * 60 * 1000,
  async run(db, now, { log }) {
    const deleted = await cleanupRateLimitHits(db, now);
    if (deleted) log.info({ deleted }, 'ended rate-limit windows deleted');
  },
};

/** sent and given-up mails past their retention (their subjects stay a month for an administrator's questions) */
export const mailPruneJob: JobDefinition = {
  name: 'mail.prune',
  everyMs: 24 * 60 * 60 * 1000,
  async run(db, now, { log }) {
    const deleted = await pruneMailQueue(db, now);
    if (deleted) log.info({ deleted }, 'old mail queue rows deleted');
  },
};

/** delivers what a reply's kick left behind (a restart, a failed delivery now due again, a job's mails) */
export function mailDispatchJob(mailer: Pick<Mailer, 'dispatchDue'>): JobDefinition {
  return {
    name: 'mail.dispatch',
    everyMs: 5_000,
    // a run delivers one batch after another; a dead runner's slot may go after one lease
    timeoutMs: 10 * 60_000,
    run: () => mailer.dispatchDue(),
  };
}

export function registerCoreJobs(scheduler: Scheduler): void {
  scheduler.registerJob(pendingTransferWatcherJob);
  scheduler.registerJob(idempotencyCleanupJob);
  scheduler.registerJob(rateLimitCleanupJob);
  scheduler.registerJob(mailPruneJob);
}
