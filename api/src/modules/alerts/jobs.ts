// The alerts area's jobs: the scheduled ledger check, and the dispatcher that logs and mails new alerts after their
// transaction commits.
import type { AppDeps } from '../../app';
import type { JobDefinition } from '../../jobs';
import { ALERTS_DISPATCH_JOB, dispatchAlerts } from './dispatch';
import { ledgerCheckJob } from './ledgerCheckJob';

export function alertJobs({ db, config, mailer }: AppDeps): JobDefinition[] {
  const dispatch = { db, config, mailer };
  return [
    ledgerCheckJob(dispatch, config.LEDGER_CHECK_EVERY_MINUTES),
    { name: ALERTS_DISPATCH_JOB, everyMs: 60_000, run: (_db, at, { log }) => dispatchAlerts(dispatch, at, log) },
  ];
}
