// Card charges the member never came back for (closed the tab, lost connection) still give their value, exactly once:
// the provider's charge.success webhook applies them, and a job asks the provider about open charges and applies any
// paid one nobody applied, each through its purpose's `callback` (./purposes.ts). The member's request applies them
// too (./takeFromMember.ts); whoever calls markChargeApplied first gives the value, the others do nothing.
// The job also processes webhook events that were acknowledged and stored but not processed (./events.ts).
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Transaction } from '../../db/client';
import { paymentCharges, type PaymentCharge } from '../../db/schema';
import type { JobDefinition } from '../../jobs';
import { withMoneyTransaction } from '../../ledger';
import { unsentChargeAfterMs } from './cardPayment';
import type { PaymentsService } from './service';
import { creditClosedGateToWallet, gateRefusal } from './purposeGate';
import { applyOnce } from './takeFromMember';
import { paymentFromCharge } from './takenPayment';

/** the job's row in scheduled_jobs: stable across deploys, so it keeps the name it had when the wallet ran it */
export const CHARGE_JOB = 'wallet.card-charges';
/** a charge younger than this is left to the member's own request and the webhook */
export const CHARGE_GRACE_MS = 2 * 60_000;

/** Gives the value of a successful charge through its purpose's callback; false when it was applied already or no purpose takes it. */
export async function applyPaidCharge(tx: Transaction, payments: PaymentsService, charge: PaymentCharge): Promise<boolean> {
  if (charge.status !== 'success' || charge.appliedAt) return false;
  const purpose = payments.purposes.get(charge.purpose);
  if (!purpose?.callback) return false;
  if (!(await payments.markChargeApplied(tx, charge.reference))) return false;
  const payment = paymentFromCharge(tx, charge, { withoutRequest: true });
  const refusal = await gateRefusal(tx, purpose, charge.userId);
  if (refusal) await applyOnce(purpose, payment, () => creditClosedGateToWallet(tx, payment, purpose, refusal, payments.now()));
  else await applyOnce(purpose, payment, () => purpose.callback!(tx, payment));
  return true;
}

/** the provider's charge.success: a paid charge's value given through its purpose */
export function registerChargeSettlementEvents(payments: PaymentsService): void {
  payments.onPaymentEvent('charge.success', async (tx, event) => {
    // event.charge is the charge as the provider reports it now (verified and recorded), never the webhook body
    if (event.charge) await applyPaidCharge(tx, payments, event.charge);
  });
}

/** a webhook event acknowledged but not processed this long after it arrived is the job's to process */
export const STORED_EVENT_GRACE_MS = 60_000;

/** the job that settles open charges with the provider and applies paid ones nobody applied */
export function chargeSettlementJob(payments: PaymentsService, config: Config): JobDefinition {
  return {
    name: CHARGE_JOB,
    everyMs: 60_000,
    async run(db, at, { log }) {
      // webhook events acknowledged before they were verified (Paystack) whose processing did not finish
      const events = await payments.events.retryStored(db, (event) => payments.verifyEventSubject(db, event), { olderThanMs: STORED_EVENT_GRACE_MS });
      if (events) log.warn({ count: events }, 'stored payment events processed by the job');
      const settled = await payments.reconcileOpenCharges(db, { olderThanMs: CHARGE_GRACE_MS });
      if (settled.length) log.info({ count: settled.length }, 'open card charges settled with the provider');
      // saved-card charges whose call never reached the provider (reconcileOpenCharges leaves those open)
      const unsent = await db
        .select({ reference: paymentCharges.reference })
        .from(paymentCharges)
        .where(and(eq(paymentCharges.status, 'initialized'), eq(paymentCharges.channel, 'saved_card'), lt(paymentCharges.createdAt, new Date(at.getTime() - unsentChargeAfterMs(config)))))
        .limit(100);
      for (const { reference } of unsent) {
        await payments.failUnsentSavedCardCharge(db, reference, unsentChargeAfterMs(config)).catch((error) => log.warn({ err: error, reference }, 'saved-card charge check failed'));
      }
      const withCallback = payments.purposes
        .list()
        .filter((purpose) => purpose.callback)
        .map((purpose) => purpose.name);
      if (!withCallback.length) return;
      const unapplied = await db
        .select()
        .from(paymentCharges)
        .where(
          and(
            eq(paymentCharges.status, 'success'),
            isNull(paymentCharges.appliedAt),
            inArray(paymentCharges.purpose, withCallback),
            lt(paymentCharges.createdAt, new Date(at.getTime() - CHARGE_GRACE_MS)),
          ),
        )
        .orderBy(asc(paymentCharges.createdAt))
        .limit(200);
      let applied = 0;
      for (const charge of unapplied) {
        try {
          if (await withMoneyTransaction(db, (tx) => applyPaidCharge(tx, payments, charge))) applied += 1;
        } catch (error) {
          log.error({ err: error, reference: charge.reference }, 'a paid card charge could not be applied');
        }
      }
      if (applied) log.warn({ applied }, 'paid card charges applied by the job (no request or webhook had applied them)');
    },
  };
}
