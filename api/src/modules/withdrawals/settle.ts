// The end states of a withdrawal, each applied once under the withdrawal's row lock (webhooks repeat, the job and an
// administrator may act at the same time): confirmed (ledger posted, payouts_in_flight → provider_clearing) or
// reversed (ledger voided: the money is back in the wallet).
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { withdrawalEvents, withdrawals, type WithdrawalRow } from '../../db/schema';
import { DuplicateReferenceError, MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, TransferNotPendingError, memberAccount, postPending, societyAccount, transfer, voidPending, REVERSAL_KIND, TRANSFER_KIND } from '../../ledger';
import { notify } from '../notifications';
import { naira } from '../payments';
import { ANOMALY_NOTE, recordPayoutAnomaly } from './anomaly';
import { maskAccount } from './bankAccount';

export const BANK_PAYMENT_METHOD = 'Bank';

export async function lockWithdrawal(tx: Executor, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('no key update');
  return row;
}

/**
 * By the provider's reference, whatever its case: Paystack keeps transfer references lowercase, and rows from before
 * references were made lowercase are `WD-…` in capitals (all three spellings are looked up on the unique index).
 */
export async function lockWithdrawalByReference(tx: Executor, reference: string): Promise<WithdrawalRow | undefined> {
  const spellings = [...new Set([reference, reference.toLowerCase(), reference.toUpperCase()])];
  const [row] = await tx.select().from(withdrawals).where(inArray(withdrawals.reference, spellings)).for('no key update');
  return row;
}

export async function recordEvent(tx: Executor, withdrawalId: number, kind: string, now: Date, note?: string | null, actorUserId?: number | null): Promise<void> {
  await tx.insert(withdrawalEvents).values({ withdrawalId, kind, note: note ?? null, actorUserId: actorUserId ?? null, createdAt: now });
}

const where = (w: WithdrawalRow) => `${w.bankName} ${maskAccount(w.accountNo)}`;

/** reserved → sent, once the provider accepted the transfer. False when it had moved on already. */
export async function markSent(tx: Executor, w: WithdrawalRow, input: { now: Date; transferCode?: string | null }): Promise<boolean> {
  if (w.status !== 'reserved') return false;
  await tx
    .update(withdrawals)
    .set({ status: 'sent', sentAt: input.now, providerStatus: 'pending', providerTransferCode: input.transferCode ?? w.providerTransferCode, lastProviderError: null })
    .where(eq(withdrawals.id, w.id));
  await recordEvent(tx, w.id, 'sent', input.now);
  await notify(tx, w.userId, {
    title: 'Withdrawal sent',
    message: `${naira(w.amountKobo)} is on its way to ${where(w)} (reference ${w.reference}).`,
    link: '/wallet',
    createdAt: input.now,
  });
  return true;
}

/** The provider paid it: post the reservation and move the money from payouts in flight to the provider. */
export async function confirmWithdrawal(tx: Executor, w: WithdrawalRow, now: Date): Promise<boolean> {
  if (w.status === 'confirmed') return false;
  if (w.status === 'reversed') {
    // the provider reports a payout we already gave back: a person must look (the member may hold it twice)
    if (await recordPayoutAnomaly(tx, w, now)) await recordEvent(tx, w.id, 'anomaly', now, ANOMALY_NOTE);
    return false;
  }
  if (w.status === 'reserved') await markSent(tx, w, { now });
  const inFlight = await societyAccount(tx, SOCIETY_ACCOUNT_KIND.payoutsInFlight);
  const clearing = await societyAccount(tx, SOCIETY_ACCOUNT_KIND.providerClearing);
  try {
    await postPending(tx, w.transferId, {
      settlePostings: [
        { accountId: inFlight, amount: -w.amountKobo },
        { accountId: clearing, amount: w.amountKobo },
      ],
      settleKind: TRANSFER_KIND.withdrawalSettlement,
      settleDescription: `Withdrawal paid to ${where(w)}`,
      settleMetadata: { payment_method: BANK_PAYMENT_METHOD, withdrawal_id: w.id },
    });
  } catch (error) {
    // posted already (the row and the ledger change together, so only by a repeat of this very step)
    if (!(error instanceof TransferNotPendingError && error.status === 'posted')) throw error;
  }
  await tx.update(withdrawals).set({ status: 'confirmed', confirmedAt: now, providerStatus: 'success', lastProviderError: null, leaseUntil: null, nextCheckAt: null }).where(eq(withdrawals.id, w.id));
  await recordEvent(tx, w.id, 'confirmed', now);
  await notify(tx, w.userId, {
    title: 'Withdrawal completed',
    message: `${naira(w.amountKobo)} has been paid into your account ${where(w)} (reference ${w.reference}).`,
    link: '/wallet',
    createdAt: now,
  });
  return true;
}

/**
 * The payout failed (or an administrator voided it): the money goes back to the wallet. A withdrawal the provider
 * had confirmed and later reversed gets the money back by a new transfer from the provider.
 */
export async function reverseWithdrawal(
  tx: Executor,
  w: WithdrawalRow,
  input: { reason: string; now: Date; providerStatus?: string | null; actorUserId?: number | null },
): Promise<boolean> {
  if (w.status === 'reversed') return false;
  const metadata = { payment_method: BANK_PAYMENT_METHOD, withdrawal_id: w.id, reason: input.reason };
  if (w.status === 'confirmed') {
    const wallet = await memberAccount(tx, w.userId, MEMBER_ACCOUNT_KIND.wallet);
    const clearing = await societyAccount(tx, SOCIETY_ACCOUNT_KIND.providerClearing);
    try {
      await transfer(tx, {
        reference: `${w.reference}:returned`,
        kind: REVERSAL_KIND,
        userId: w.userId,
        description: `Withdrawal returned by the bank: ${input.reason}`.slice(0, 500),
        postings: [
          { accountId: clearing, amount: -w.amountKobo },
          { accountId: wallet, amount: w.amountKobo },
        ],
        metadata: { ...metadata, reversed_kind: TRANSFER_KIND.withdrawal, reversed_reference: w.reference },
      });
    } catch (error) {
      if (!(error instanceof DuplicateReferenceError)) throw error;
    }
  } else {
    try {
      await voidPending(tx, w.transferId, input.reason, { description: `Withdrawal reversed: ${input.reason}`.slice(0, 500), metadata });
    } catch (error) {
      if (!(error instanceof TransferNotPendingError && error.status === 'voided')) throw error;
    }
  }
  await tx
    .update(withdrawals)
    .set({
      status: 'reversed',
      reversedAt: input.now,
      failureReason: input.reason.slice(0, 500),
      providerStatus: input.providerStatus === undefined ? w.providerStatus : input.providerStatus,
      leaseUntil: null,
      nextCheckAt: null,
    })
    .where(eq(withdrawals.id, w.id));
  await recordEvent(tx, w.id, 'reversed', input.now, input.reason, input.actorUserId);
  await notify(tx, w.userId, {
    title: 'Withdrawal reversed',
    message: `Your withdrawal of ${naira(w.amountKobo)} (reference ${w.reference}) could not be completed: ${input.reason}. The money is back in your wallet.`,
    link: '/wallet',
    createdAt: input.now,
  });
  return true;
}
