// Card charges the member never came back for (closed the tab, lost connection) still give their value, exactly once:
// the provider's charge.success webhook applies them, and a job asks the provider about open charges and applies any
// paid one nobody applied. The request path (save_wallet/store, registration_fee_payment) applies them too; whoever
// calls markChargeApplied first gives the value, the others do nothing.
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { paymentCharges, type PaymentCharge } from '../../db/schema';
import { withMoneyTransaction } from '../../ledger';
import type { PaymentsService } from '../payments';
import { applyRegistrationCharge } from '../membership/service';
import { unsentChargeAfterMs } from './cardPayment';
import { creditWalletFromCharge, isWalletChargePurpose } from './service';

export const APPLIED_PURPOSES = ['wallet_funding', 'card_verification', 'registration_fee'] as const;

export interface ChargeContext {
  payments: PaymentsService;
  now: Date;
  societyName: string;
}

/** Gives the value of a successful charge of one of APPLIED_PURPOSES; false when it was applied already or is not ours. */
export async function applyPaidCharge(tx: Executor, charge: PaymentCharge, context: ChargeContext): Promise<boolean> {
  if (charge.status !== 'success' || charge.appliedAt) return false;
  if (isWalletChargePurpose(charge.purpose)) return creditWalletFromCharge(tx, context.payments, charge, context.now);
  if (charge.purpose === 'registration_fee') return (await applyRegistrationCharge(tx, context.payments, charge, context)) !== 'already_applied';
  return false;
}

export const CHARGE_JOB = 'wallet.card-charges';
/** a charge younger than this is left to the member's own request and the webhook */
export const CHARGE_GRACE_MS = 2 * 60_000;

export function registerChargeSettlement(app: FastifyInstance, payments: PaymentsService): void {
  const { config, now } = app.deps;
  payments.onPaymentEvent('charge.success', async (tx, event) => {
    // event.charge is the charge as the provider reports it now (verified and recorded), never the webhook body
    if (event.charge) await applyPaidCharge(tx, event.charge, { payments, now: now(), societyName: config.SOCIETY_NAME });
  });

  app.deps.jobs.registerJob({
    name: CHARGE_JOB,
    everyMs: 60_000,
    async run(db, at, { log }) {
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
      const unapplied = await db
        .select()
        .from(paymentCharges)
        .where(
          and(
            eq(paymentCharges.status, 'success'),
            isNull(paymentCharges.appliedAt),
            inArray(paymentCharges.purpose, [...APPLIED_PURPOSES]),
            lt(paymentCharges.createdAt, new Date(at.getTime() - CHARGE_GRACE_MS)),
          ),
        )
        .orderBy(asc(paymentCharges.createdAt))
        .limit(200);
      let applied = 0;
      for (const charge of unapplied) {
        try {
          if (await withMoneyTransaction(db, (tx) => applyPaidCharge(tx, charge, { payments, now: at, societyName: config.SOCIETY_NAME }))) applied += 1;
        } catch (error) {
          log.error({ err: error, reference: charge.reference }, 'a paid card charge could not be applied');
        }
      }
      if (applied) log.warn({ applied }, 'paid card charges applied by the job (no request or webhook had applied them)');
    },
  });
}
