// Background jobs as this process ran them (src/jobs/scheduler.ts reports each run): runs, failures, when the last
// run finished, how late it started after its slot was due, and how long it took. With several API instances each
// reports its own runs: sum them across instances.
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { JobRunReport } from '../jobs';

export function jobMetrics(registry: Registry): (report: JobRunReport) => void {
  const registers = [registry];
  const runs = new Counter({ name: 'coop_job_runs_total', help: 'Background job runs this process made (failed ones included), by job', labelNames: ['job'], registers });
  const failures = new Counter({ name: 'coop_job_failures_total', help: 'Background job runs that threw, by job', labelNames: ['job'], registers });
  const lastRun = new Gauge({
    name: 'coop_job_last_run_timestamp_seconds',
    help: 'When this process last finished a run of the job (Unix time, seconds)',
    labelNames: ['job'],
    registers,
  });
  const lag = new Gauge({
    name: 'coop_job_lag_seconds',
    help: "How late the job's last run here started after its slot was due, in seconds",
    labelNames: ['job'],
    registers,
  });
  const duration = new Histogram({
    name: 'coop_job_duration_seconds',
    help: 'How long job runs took, in seconds, by job',
    labelNames: ['job'],
    buckets: [0.01, 0.05, 0.25, 1, 5, 30, 120, 600],
    registers,
  });
  return (report) => {
    const labels = { job: report.job };
    runs.inc(labels);
    if (report.outcome === 'failed') failures.inc(labels);
    // a failure still counts as a run in the lag and timestamp: "the job is alive" is what they say
    lastRun.set(labels, report.finishedAt.getTime() / 1000);
    lag.set(labels, report.lagMs / 1000);
    duration.observe(labels, report.durationMs / 1000);
  };
}
