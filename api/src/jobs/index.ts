export { createScheduler, type JobDefinition, type JobContext, type JobLogger, type JobRunReport, type RunOutcome, type Scheduler, type SchedulerOptions } from './scheduler';
export { registerCoreJobs, mailDispatchJob, pendingTransferWatcherJob, idempotencyCleanupJob, rateLimitCleanupJob } from './coreJobs';
