// Loan form fees paid ahead of their application (`loan_form_fee` before `loanAdd`): the next application uses the
// member's held fee instead of charging again; a hold no application used within 30 minutes goes back to the wallet
// (the 'loans.fee_holds' job), each exactly once (FOR UPDATE SKIP LOCKED, then a status change).
import crypto from 'node:crypto';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { JobDefinition } from '../../../jobs';
import type { Database, Transaction } from '../../../db/client';
import { loanFeeHolds, type LoanFeeHold } from '../../../db/schema';
import { MEMBER_ACCOUNT_KIND, memberAccount, societyAccount, SOCIETY_ACCOUNT_KIND, transfer, withMoneyTransaction, TRANSFER_KIND } from '../../../ledger';
import { formatNairaText } from '../../../money/money';
import { notify } from '../../notifications';

export const FEE_HOLDS_JOB = 'loans.fee_holds';
const BATCH = 50;

/** the member's oldest live hold, locked; null when none */
export async function lockLiveHold(tx: Transaction, userId: number, now: Date): Promise<LoanFeeHold | null> {
  const [hold] = await tx
    .select()
    .from(loanFeeHolds)
    .where(and(eq(loanFeeHolds.userId, userId), eq(loanFeeHolds.status, 'held'), gt(loanFeeHolds.expiresAt, now)))
    .orderBy(asc(loanFeeHolds.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return hold ?? null;
}

/** whether the member has a live held fee (no lock: to choose the path) */
export async function hasLiveHold(db: Database, userId: number, now: Date): Promise<boolean> {
  const [hold] = await db
    .select({ id: loanFeeHolds.id })
    .from(loanFeeHolds)
    .where(and(eq(loanFeeHolds.userId, userId), eq(loanFeeHolds.status, 'held'), gt(loanFeeHolds.expiresAt, now)))
    .limit(1);
  return Boolean(hold);
}

/** the application's transaction uses the hold: held → fee income */
export async function useHold(tx: Transaction, hold: LoanFeeHold, loanId: number, now: Date): Promise<string> {
  const reference = `${hold.reference}-USED`;
  await transfer(tx, {
    reference,
    kind: TRANSFER_KIND.loanFormFee,
    userId: hold.userId,
    description: `Loan form fee, loan #${loanId}`,
    postings: [
      { accountId: await societyAccount(tx, SOCIETY_ACCOUNT_KIND.loanFeeHeld), amount: -hold.amountKobo },
      { accountId: await societyAccount(tx, SOCIETY_ACCOUNT_KIND.loanFormFeeIncome), amount: hold.amountKobo },
    ],
    metadata: { loan_id: loanId, held_reference: hold.reference, payment_method: 'Held' },
  });
  await tx.update(loanFeeHolds).set({ status: 'used', loanId, settledAt: now }).where(eq(loanFeeHolds.id, hold.id));
  return reference;
}

/** returns every expired hold to its member's wallet; returns how many */
export async function returnExpiredHolds(db: Database, now: Date): Promise<number> {
  let returned = 0;
  for (;;) {
    const done = await withMoneyTransaction(db, async (tx) => {
      const holds = await tx
        .select()
        .from(loanFeeHolds)
        .where(and(eq(loanFeeHolds.status, 'held'), lte(loanFeeHolds.expiresAt, now)))
        .orderBy(asc(loanFeeHolds.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const hold of holds) {
        await transfer(tx, {
          reference: `${hold.reference}-RET-${crypto.randomBytes(3).toString('hex')}`,
          kind: TRANSFER_KIND.loanFormFeeReturn,
          userId: hold.userId,
          description: 'Loan form fee not used by an application: returned to your wallet',
          postings: [
            { accountId: await societyAccount(tx, SOCIETY_ACCOUNT_KIND.loanFeeHeld), amount: -hold.amountKobo },
            { accountId: await memberAccount(tx, hold.userId, MEMBER_ACCOUNT_KIND.wallet), amount: hold.amountKobo },
          ],
          metadata: { held_reference: hold.reference, payment_method: 'Wallet' },
        });
        await tx.update(loanFeeHolds).set({ status: 'returned', settledAt: now }).where(eq(loanFeeHolds.id, hold.id));
        await notify(tx, hold.userId, {
          title: 'Loan form fee returned',
          message: `The loan form fee of ${formatNairaText(hold.amountKobo)} you paid was not used by a loan request, so it is back in your wallet.`,
          link: '/wallet',
          createdAt: now,
        });
      }
      return holds.length;
    });
    returned += done;
    if (done < BATCH) return returned;
  }
}

export function feeHoldsJob(): JobDefinition {
  return {
    name: FEE_HOLDS_JOB,
    everyMs: 60_000,
    run: async (db, now, { log }) => {
      const returned = await returnExpiredHolds(db, now);
      if (returned) log.info({ job: FEE_HOLDS_JOB, returned }, 'loan form fees returned');
      return { returned };
    },
  };
}
