import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job. An instance runs a job only after claiming its due row with
 * FOR UPDATE SKIP LOCKED and moving next_run_at on, so several API instances never run the same slot twice.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** set while a run is in progress; a run whose process died is taken over once it passes */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockedBy: text('locked_by'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
  runCount: bigint('run_count', { mode: 'number' }).notNull().default(0),
});

export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;
