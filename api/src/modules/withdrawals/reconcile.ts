// Settling withdrawals without the member: the provider's transfer webhooks, and a job (every minute) that asks the
// provider about pending withdrawals whose answer is overdue. The job claims rows with FOR UPDATE SKIP LOCKED and a
// lease, so several API instances never talk to the provider about one withdrawal at the same time.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { JobDefinition } from '../../jobs';
import { queryRows } from '../../ledger/sql';
import type { PaymentsService } from '../payments';
import { LEASE_MS, checkPayout, holdForOtp, type PayoutDeps } from './payout';
import { confirmWithdrawal, lockWithdrawalByReference, markSent, reverseWithdrawal } from './settle';

export const RECONCILE_JOB = 'withdrawals.reconcile';
const BATCH = 25;

/** Claims up to BATCH pending withdrawals that are due a provider check. */
export async function claimDueWithdrawals(db: Database, now: Date): Promise<number[]> {
  const at = now.toISOString();
  const rows = await queryRows(
    db,
    sql`WITH due AS (
          SELECT id FROM withdrawals
          WHERE status IN ('reserved', 'sent') AND next_check_at <= ${at}::timestamptz
            AND (lease_until IS NULL OR lease_until <= ${at}::timestamptz)
          ORDER BY next_check_at
          LIMIT ${BATCH}
          FOR UPDATE SKIP LOCKED
        )
        UPDATE withdrawals w SET lease_until = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz
        FROM due WHERE w.id = due.id
        RETURNING w.id`,
  );
  return rows.map((r) => Number(r.id));
}

export async function reconcileWithdrawals(deps: PayoutDeps, now: Date): Promise<number> {
  let handled = 0;
  for (let round = 0; round < 8; round++) {
    const ids = await claimDueWithdrawals(deps.db, now);
    for (const id of ids) {
      try {
        await checkPayout(deps, id, { resend: 'auto' });
      } catch (error) {
        deps.log.error({ err: error, withdrawal: id }, 'withdrawal check failed');
      }
    }
    handled += ids.length;
    if (ids.length < BATCH) break;
  }
  return handled;
}

/** transfer.* from the provider: a withdrawal's payout settled, sent or returned */
export function registerWithdrawalEvents(deps: PayoutDeps, payments: PaymentsService): void {
  // Each delivery of transfer.* acts on the transfer's status AS THE PROVIDER REPORTS IT NOW (event.transferStatus),
  // inside the transaction that marks the event processed: a repeat finds the withdrawal settled and does nothing.
  for (const type of ['transfer.success', 'transfer.failed', 'transfer.reversed']) {
    payments.onPaymentEvent(type, async (tx, event) => {
      if (!event.reference || !event.transferStatus) return;
      const w = await lockWithdrawalByReference(tx, event.reference);
      if (!w) return;
      const now = deps.now();
      if (event.transferStatus === 'success') await confirmWithdrawal(tx, w, now);
      else if (event.transferStatus === 'pending') await markSent(tx, w, { now });
      else if (event.transferStatus === 'otp') await holdForOtp(tx, w, now);
      else {
        const reason = typeof event.data.failures === 'string' && event.data.failures ? event.data.failures : event.transferStatus === 'reversed' ? 'The bank returned the transfer' : 'The bank transfer failed';
        await reverseWithdrawal(tx, w, { reason, now, providerStatus: event.transferStatus });
      }
    });
  }
}

/** asks the provider about payouts no event has settled yet */
export const reconcileJob = (deps: PayoutDeps): JobDefinition => ({ name: RECONCILE_JOB, everyMs: 60_000, run: (_db, now) => reconcileWithdrawals(deps, now) });
