// Forgets password-attempt rows that no longer change any answer: no wait running, failures already forgotten, and
// no sign-in recent enough to make the address "known". Rows for e-mails without an account would otherwise pile up.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deleteInBatches } from '../../db/deleteInBatches';
import type { JobDefinition } from '../../jobs';
import { FAILURES_FORGOTTEN_AFTER_MS, KNOWN_ADDRESS_FOR_MS } from './passwordDelay';

export async function cleanupPasswordAttempts(executor: Executor, now: Date, options: { batch?: number } = {}): Promise<number> {
  const batch = options.batch ?? 5000;
  const at = now.toISOString();
  const failuresBefore = new Date(now.getTime() - FAILURES_FORGOTTEN_AFTER_MS).toISOString();
  const successBefore = new Date(now.getTime() - KNOWN_ADDRESS_FOR_MS).toISOString();
  return deleteInBatches(executor, batch, (limit) =>
    sql`DELETE FROM password_attempts WHERE (subject, address) IN (
            SELECT subject, address FROM password_attempts
            WHERE retry_at <= ${at}::timestamptz
              AND (last_failure_at IS NULL OR last_failure_at <= ${failuresBefore}::timestamptz)
              AND (last_success_at IS NULL OR last_success_at <= ${successBefore}::timestamptz)
            LIMIT ${limit} FOR UPDATE SKIP LOCKED
          ) RETURNING 1 AS gone`,
  );
}

/** password-attempt rows that no longer change an answer (an unknown e-mail's rows would otherwise stay for ever) */
export const passwordAttemptsCleanupJob: JobDefinition = {
  name: 'password-attempts.cleanup',
  everyMs: 60 * 60 * 1000,
  async run(db, now, { log }) {
    const deleted = await cleanupPasswordAttempts(db, now);
    if (deleted) log.info({ deleted }, 'forgotten password attempts deleted');
  },
};
