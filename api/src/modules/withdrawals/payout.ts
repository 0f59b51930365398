// Talking to the provider about a withdrawal. Only the holder of a withdrawal's lease does (the request that reserved
// it, the reconcile job, or an administrator), and never inside a database transaction: each answer is recorded in
// its own short transaction under the row lock. The rules that keep money from leaving twice:
//  - our own unique reference for the transfer, the same on every attempt;
//  - an unanswered call (timeout, 5xx, network) decides nothing: the withdrawal stays reserved and we ask again later;
//  - a transfer is (re)sent only when the provider says it does not have it (not_found) or that it failed;
//  - a refusal to send is only believed after the provider confirms it holds no such transfer;
//  - nothing is (re)sent for a suspended account: the withdrawal is held, reserved, until it is reactivated;
//  - a rate limit (429) or a refused key (401) decides nothing either: we ask again after the provider's reset time;
//  - a transfer the provider holds for an OTP stays reserved, never "sent": the administrators are alerted once and
//    finalize it with the OTP (finalizeWithOtp), or the provider abandons it and the money goes back to the wallet.
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { payoutRecipients, withdrawalEvents, withdrawals, type WithdrawalRow } from '../../db/schema';
import { withMoneyTransaction } from '../../ledger';
import { isProviderError, refusedBeforeActing, type ProviderError, type TransferStatus } from '../../rails/provider';
import { raiseAlert } from '../alerts';
import type { PaymentsService } from '../payments';
import { isSuspended } from '../members';
import { confirmWithdrawal, lockWithdrawal, markSent, recordEvent, reverseWithdrawal } from './settle';

export const LEASE_MS = 2 * 60_000;
/** automatic sends of one withdrawal (the first one included) before an administrator must decide */
export const MAX_AUTO_SENDS = 3;
const FIRST_CHECK_MS = 60_000;
/** a transfer held for an OTP: asked about every few minutes, so an abandoned one gives the money back soon after */
const OTP_CHECK_MS = 5 * 60_000;
const MAX_CHECK_INTERVAL_MS = 60 * 60_000;

export interface PayoutDeps {
  db: Database;
  payments: PaymentsService;
  now: () => Date;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** What the provider says now: a status, not_found (conclusively unknown to it), or unknown (no conclusive answer). */
export type ProviderView = TransferStatus | 'not_found' | 'unknown';

export async function askProvider(deps: PayoutDeps, reference: string): Promise<{ view: ProviderView; error?: string; retryAfterMs?: number }> {
  try {
    return { view: (await deps.payments.provider.verifyTransfer(reference)).status };
  } catch (error) {
    if (!isProviderError(error)) throw error;
    if (error.conclusive && error.code === 'not_found') return { view: 'not_found' };
    return { view: 'unknown', error: error.message, retryAfterMs: error.retryAfterMs };
  }
}

/** Takes the lease of a pending withdrawal; false when someone else holds it or it is no longer pending. */
export async function takeLease(db: Database, id: number, now: Date): Promise<boolean> {
  const taken = await db
    .update(withdrawals)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS) })
    .where(and(eq(withdrawals.id, id), sql`${withdrawals.status} in ('reserved', 'sent')`, or(isNull(withdrawals.leaseUntil), lt(withdrawals.leaseUntil, now))))
    .returning({ id: withdrawals.id });
  return taken.length === 1;
}

export function nextCheckDelay(checks: number): number {
  return Math.min(FIRST_CHECK_MS * 2 ** Math.min(checks, 10), MAX_CHECK_INTERVAL_MS);
}

/**
 * Releases the lease and says when the job should look again (if still pending): after the backoff, or after
 * `retryAfterMs` when the provider said when to come back (a rate limit).
 */
export async function release(deps: PayoutDeps, id: number, patch: Partial<WithdrawalRow> = {}, retryAfterMs?: number): Promise<void> {
  const now = deps.now();
  const delay = retryAfterMs ?? nextCheckDelay(patch.checks ?? 0);
  await deps.db
    .update(withdrawals)
    .set({ ...patch, leaseUntil: null, nextCheckAt: sql`CASE WHEN ${withdrawals.status} IN ('reserved', 'sent') THEN ${new Date(now.getTime() + delay).toISOString()}::timestamptz END` })
    .where(eq(withdrawals.id, id));
}

/** an unanswered (or rate-limited) call: nothing decided, recorded, and the job asks again later */
const undecided = (deps: PayoutDeps, id: number, error: ProviderError, patch: Partial<WithdrawalRow> = {}) =>
  release(deps, id, { ...patch, providerStatus: 'unknown', lastProviderError: error.message.slice(0, 500) }, error.retryAfterMs);

async function load(db: Database, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1);
  return row;
}

/** Applies a conclusive provider status under the row lock. Returns the withdrawal's status afterwards. */
export async function applyProviderStatus(deps: PayoutDeps, id: number, view: TransferStatus, reason?: string): Promise<WithdrawalRow['status']> {
  return withMoneyTransaction(deps.db, async (tx) => {
    const w = await lockWithdrawal(tx, id);
    if (!w) throw new Error(`Withdrawal ${id} vanished`);
    const now = deps.now();
    if (view === 'success') await confirmWithdrawal(tx, w, now);
    else if (view === 'failed' || view === 'reversed') await reverseWithdrawal(tx, w, { reason: reason ?? 'The bank transfer failed', now, providerStatus: view });
    else if (view === 'otp') await holdForOtp(tx, w, now);
    else if (w.status === 'reserved') await markSent(tx, w, { now });
    return (await lockWithdrawal(tx, id))!.status;
  });
}

export const HELD_NOTE = 'Held: the account is suspended. It is sent once the account is reactivated.';
export const OTP_NOTE = 'Waiting for the society: the payment provider asks for an OTP before it sends this transfer';
export const OTP_ALERT_TITLE = 'Paystack asks for an OTP for transfers: switch OTP off for automatic payouts';
/** one open alert for the whole account: OTP is a setting of the Paystack account, not of a withdrawal */
const OTP_ALERT_SUBJECT = 'provider:transfer-otp';
export const OTP_WHAT_TO_DO =
  'Paystack holds every withdrawal for a one-time password while transfer OTP is on for the account, and abandons it after 30 minutes ' +
  '(the money then goes back to the member’s wallet). Switch it off in the Paystack dashboard (Settings → Preferences → Transfers: ' +
  'uncheck “Confirm transfers before sending”); until then, open each held withdrawal under Withdrawals and enter the OTP Paystack sent.';

/**
 * The provider holds the transfer for an OTP: the withdrawal stays reserved (the member sees it pending, never
 * "sent"), noted once on it, and the administrators are alerted once while the alert is open.
 */
export async function holdForOtp(tx: Executor, w: WithdrawalRow, now: Date, transferCode?: string): Promise<void> {
  if (w.status !== 'reserved' && w.status !== 'sent') return;
  await tx
    .update(withdrawals)
    .set({ providerStatus: 'otp', providerTransferCode: transferCode ?? w.providerTransferCode, lastProviderError: null })
    .where(eq(withdrawals.id, w.id));
  if (w.providerStatus === 'otp') return;
  await recordEvent(tx, w.id, 'otp_required', now, OTP_NOTE);
  await raiseAlert(
    tx,
    {
      kind: 'transfer_otp',
      subject: OTP_ALERT_SUBJECT,
      title: OTP_ALERT_TITLE,
      message: `Withdrawal ${w.reference} is held by Paystack for an OTP. Switch transfer OTP off, or enter the OTP on the withdrawal.`,
      details: { reference: w.reference, withdrawal_id: w.id, what_to_do: OTP_WHAT_TO_DO },
      withdrawalId: w.id,
    },
    now,
  );
}

/** A suspended account's payout stays reserved, unsent: noted once, and the job looks again later (backing off). */
async function holdPayout(deps: PayoutDeps, w: WithdrawalRow, patch: Partial<WithdrawalRow>): Promise<void> {
  await withMoneyTransaction(deps.db, async (tx) => {
    const [last] = await tx.select({ kind: withdrawalEvents.kind }).from(withdrawalEvents).where(eq(withdrawalEvents.withdrawalId, w.id)).orderBy(desc(withdrawalEvents.id)).limit(1);
    if (last?.kind !== 'held') await recordEvent(tx, w.id, 'held', deps.now(), HELD_NOTE);
  });
  await release(deps, w.id, { checks: w.checks, ...patch });
}

async function recipientFor(deps: PayoutDeps, w: WithdrawalRow): Promise<string> {
  const provider = deps.payments.provider.name;
  const [known] = await deps.db
    .select()
    .from(payoutRecipients)
    .where(and(eq(payoutRecipients.userId, w.userId), eq(payoutRecipients.provider, provider), eq(payoutRecipients.bankCode, w.bankCode), eq(payoutRecipients.accountNo, w.accountNo)))
    .limit(1);
  if (known && known.accountName === w.accountName) return known.recipientCode;
  const { recipientCode } = await deps.payments.provider.createRecipient({ name: w.accountName, accountNumber: w.accountNo, bankCode: w.bankCode });
  await deps.db
    .insert(payoutRecipients)
    .values({ userId: w.userId, provider, bankCode: w.bankCode, accountNo: w.accountNo, accountName: w.accountName, recipientCode, createdAt: deps.now() })
    .onConflictDoUpdate({ target: [payoutRecipients.userId, payoutRecipients.provider, payoutRecipients.bankCode, payoutRecipients.accountNo], set: { recipientCode, accountName: w.accountName } });
  return recipientCode;
}

/**
 * Sends (or re-sends, same reference) the payout of a reserved withdrawal whose lease the caller holds, records
 * what the provider said, and releases the lease. Provider trouble is recorded, never thrown.
 */
export async function sendPayout(deps: PayoutDeps, id: number): Promise<void> {
  const w = await load(deps.db, id);
  if (!w || (w.status !== 'reserved' && w.status !== 'sent')) return;
  if (await isSuspended(deps.db, w.userId)) {
    await holdPayout(deps, w, {});
    return;
  }
  // set when a step released the lease with its own next check (a rate limit's reset time, the OTP cadence)
  let released = false;
  try {
    let recipientCode: string;
    try {
      recipientCode = await recipientFor(deps, w);
    } catch (error) {
      if (!isProviderError(error)) throw error;
      if (error.conclusive) {
        await applyProviderStatus(deps, id, 'failed', `The bank account could not be used for payouts (${error.message})`);
      } else {
        await undecided(deps, id, error);
        released = true;
      }
      return;
    }
    // counted before the call: after a crash the job knows a transfer may exist and asks before sending again
    await deps.db.update(withdrawals).set({ sendAttempts: sql`${withdrawals.sendAttempts} + 1`, recipientCode }).where(eq(withdrawals.id, id));
    let outcome: Awaited<ReturnType<PayoutDeps['payments']['provider']['initiateTransfer']>>;
    try {
      outcome = await deps.payments.provider.initiateTransfer({ amountKobo: w.amountKobo, recipientCode, reference: w.reference, reason: `Withdrawal ${w.reference}` });
    } catch (error) {
      if (!isProviderError(error)) throw error;
      await withMoneyTransaction(deps.db, (tx) => recordEvent(tx, id, 'send_failed', deps.now(), error.message.slice(0, 500)));
      if (!error.conclusive) {
        // refused before acting (429, 401): no transfer exists, so this call does not count against MAX_AUTO_SENDS
        await undecided(deps, id, error, refusedBeforeActing(error) ? { sendAttempts: w.sendAttempts } : {});
        released = true;
        return;
      }
      // refused: believe it only once the provider confirms it holds no such transfer (a retry may be a duplicate)
      const { view } = await askProvider(deps, w.reference);
      if (view === 'not_found' || view === 'failed') await applyProviderStatus(deps, id, 'failed', error.message);
      else if (view === 'unknown') await release(deps, id, { providerStatus: 'unknown', lastProviderError: error.message.slice(0, 500) });
      else await applyProviderStatus(deps, id, view);
      return;
    }
    if (outcome.status === 'failed') {
      await applyProviderStatus(deps, id, 'failed', 'The bank transfer was declined');
      return;
    }
    if (outcome.status === 'otp') {
      await withMoneyTransaction(deps.db, async (tx) => {
        const locked = await lockWithdrawal(tx, id);
        if (locked) await holdForOtp(tx, locked, deps.now(), outcome.transferCode);
      });
      await release(deps, id, { checks: w.checks }, OTP_CHECK_MS);
      released = true;
      return;
    }
    await withMoneyTransaction(deps.db, async (tx) => {
      const locked = await lockWithdrawal(tx, id);
      if (locked) await markSent(tx, locked, { now: deps.now(), transferCode: outcome.transferCode });
    });
    if (outcome.status === 'success') await applyProviderStatus(deps, id, 'success');
  } catch (error) {
    deps.log.error({ err: error, withdrawal: id }, 'withdrawal payout failed unexpectedly; the job will look again');
  } finally {
    if (!released) await release(deps, id).catch((error) => deps.log.error({ err: error, withdrawal: id }, 'withdrawal lease could not be released'));
  }
}

/**
 * The job's (and an administrator's) look at a pending withdrawal whose lease the caller holds: settle it on a
 * conclusive answer, re-send it when the provider has no such transfer (at most MAX_AUTO_SENDS in all unless `force`).
 */
export async function checkPayout(deps: PayoutDeps, id: number, options: { resend: 'auto' | 'force' | 'never' } = { resend: 'auto' }): Promise<ProviderView> {
  const w = await load(deps.db, id);
  if (!w || (w.status !== 'reserved' && w.status !== 'sent')) return w?.status === 'confirmed' ? 'success' : 'reversed';
  const checks = w.checks + 1;
  let released = false;
  try {
    const { view, error, retryAfterMs } = await askProvider(deps, w.reference);
    if (view === 'success' || view === 'failed' || view === 'reversed') {
      await applyProviderStatus(deps, id, view);
    } else if (view === 'otp') {
      await applyProviderStatus(deps, id, 'otp');
      await release(deps, id, { checks }, OTP_CHECK_MS);
      released = true;
    } else if (view === 'pending') {
      await applyProviderStatus(deps, id, 'pending');
      await release(deps, id, { providerStatus: 'pending', checks, lastProviderError: null });
      released = true;
    } else if (view === 'not_found' && (await isSuspended(deps.db, w.userId))) {
      await holdPayout(deps, w, { providerStatus: 'not_found', checks });
      released = true;
    } else if (view === 'not_found' && (options.resend === 'force' || (options.resend === 'auto' && w.sendAttempts < MAX_AUTO_SENDS))) {
      await deps.db.update(withdrawals).set({ checks, providerStatus: 'not_found' }).where(eq(withdrawals.id, id));
      await withMoneyTransaction(deps.db, (tx) => recordEvent(tx, id, 'resent', deps.now(), `Attempt ${w.sendAttempts + 1}: the provider had no such transfer`));
      await sendPayout(deps, id);
      released = true;
    } else {
      await release(deps, id, { providerStatus: view, checks, lastProviderError: error?.slice(0, 500) ?? w.lastProviderError }, retryAfterMs);
      released = true;
      if (view === 'not_found') deps.log.warn({ withdrawal: id, reference: w.reference }, 'withdrawal not found at the provider after the automatic sends: an administrator must retry or void it');
    }
    return view;
  } finally {
    if (!released) await release(deps, id, { checks });
  }
}

export const OTP_NOT_HELD = 'This withdrawal is not waiting for an OTP';

/**
 * An administrator's OTP for a transfer the provider holds: sent to the provider (outside any transaction, under the
 * lease the caller took), and what it answers applied. A wrong or expired OTP is the provider's conclusive refusal,
 * thrown for the caller to show; an unanswered call is thrown too (nothing changed, the OTP may be entered again).
 */
export async function finalizeWithOtp(deps: PayoutDeps, id: number, otp: string, adminId: number): Promise<WithdrawalRow['status']> {
  try {
    const w = await load(deps.db, id);
    if (!w || (w.status !== 'reserved' && w.status !== 'sent') || w.providerStatus !== 'otp' || !w.providerTransferCode) throw new Error(OTP_NOT_HELD);
    const { status } = await deps.payments.provider.finalizeTransfer({ transferCode: w.providerTransferCode, otp });
    await withMoneyTransaction(deps.db, (tx) => recordEvent(tx, id, 'otp_entered', deps.now(), 'An administrator entered the OTP', adminId));
    if (status === 'otp') return w.status;
    // accepted: the provider now sends it (or says how it ended)
    if (status === 'pending') {
      await deps.db.update(withdrawals).set({ providerStatus: 'pending' }).where(eq(withdrawals.id, id));
      return applyProviderStatus(deps, id, 'pending');
    }
    return applyProviderStatus(deps, id, status);
  } finally {
    await release(deps, id);
  }
}
