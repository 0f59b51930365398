// The payments service other modules call, built once in buildApp (reach it as `app.deps.payments`):
//   registerPurpose(purpose)  an area's charge purpose (./purposes.ts, ./README.md)
//   takeFromMember(db, …)  the one way a money action takes money from a member (./takeFromMember.ts)
//   startCardCharge(executor, …)  a checkout for a new card; the member pays amount + card fee
//   confirmCharge(db, reference, userId)  verify WITH THE PROVIDER by reference, record, save the card when asked
//   chargeSavedCard(db, …)  charge a stored authorization
//   markChargeApplied(tx, reference)  the module that gives the value claims it exactly once
//   reconcileOpenCharges(db, …)  for a periodic job: settles charges nobody confirmed
//   listCards / deleteCard  the member's saved cards
//   onPaymentEvent(type, handler)  webhook handlers (wallet withdrawals register transfer.* here)
//   banks.list() / banks.resolve(accountNumber, bankCode)  bank list and account names (NUBAN-checked)
// Provider calls happen outside transactions (on PGlite, `db` inside a transaction waits forever), except where a
// caller hands its own transaction to startCardCharge.
import { and, asc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import type { IdempotentResult } from '../../idempotency';
import { paymentCharges, users, type ChargeStatus, type PaymentCharge } from '../../db/schema';
import { AppError, conflict, notFound, unprocessable } from '../../http/errors';
import { MAX_AMOUNT_KOBO, formatKobo } from '../../money/money';
import { cardFeePreview } from '../../rails/fees';
import type { ProviderSetup } from '../../rails';
import { isProviderError, type ChargeResult, type PaymentProvider, type ProviderError, type WebhookEvent } from '../../rails/provider';
import { BankDirectory } from './banks';
import { deleteCard, findOwnCard, listCards, saveCard, type SavedCardView } from './cards';
import { PaymentEventDispatcher, type PaymentEventHandler, type VerifiedState } from './events';
import { PurposeRegistry, type PaymentPurpose } from './purposes';
import { newChargeReference } from './references';
import { takeFromMember, type TakeFromMemberRequest } from './takeFromMember';
import type { ChargeSavedCardInput, StartCardChargeInput, StartedCharge } from './chargeInputs';

export type { ChargeSavedCardInput, StartCardChargeInput, StartedCharge } from './chargeInputs';

const FINAL: ChargeStatus[] = ['success', 'failed'];
const PURPOSE = /^[a-z][a-z0-9_]{0,39}$/;

/** a saved-card charge recorded before a crash whose provider call never happened: the card was not charged */
export const UNSENT_CHARGE_REASON = 'The card was not charged: the payment did not reach the card provider';

export class PaymentsService {
  readonly events: PaymentEventDispatcher;
  /** the bank list (cached) and account-name resolution behind the NUBAN check: bank-account forms use it */
  readonly banks: BankDirectory;
  /** the charge purposes areas registered */
  readonly purposes = new PurposeRegistry();

  constructor(
    readonly provider: PaymentProvider,
    readonly config: Config,
    /** the service clock (notifications about a charge credited to the wallet) */
    readonly now: () => Date,
    onProviderError?: (message: string, error: unknown) => void,
    /** PAYMENT_PROVIDER=sandbox: its checkout page and webhook outbox, which the payments module serves and runs */
    readonly sandbox: ProviderSetup['sandbox'] = null,
  ) {
    this.events = new PaymentEventDispatcher(now);
    this.banks = new BankDirectory(provider, now, onProviderError);
  }

  /** Registers a charge purpose (the owning module does, when it registers); returns a function that removes it. */
  registerPurpose<Input, Result>(purpose: PaymentPurpose<Input, Result>): () => void {
    return this.purposes.register(purpose);
  }

  /**
   * Takes money from a member for a registered purpose, from the wallet or by card, and has the purpose post it to
   * its destination in the same transaction, once per Idempotency-Key. Send the result with sendIdempotent.
   */
  takeFromMember<Input, Result, Reply>(db: Database, request: TakeFromMemberRequest<Input, Result, Reply>): Promise<IdempotentResult<Reply>> {
    return takeFromMember(db, this, this.purposes, request);
  }

  /** Registers a webhook handler; it runs inside the transaction that marks the event processed. */
  onPaymentEvent(type: string, handler: PaymentEventHandler): () => void {
    return this.events.on(type, handler);
  }

  /**
   * Creates a charge for a new card and the provider's checkout for it. The member is charged amount + fee.
   * `executor` may be a transaction: the charge then exists only if the caller's transaction commits.
   */
  async startCardCharge(executor: Executor, input: StartCardChargeInput): Promise<StartedCharge> {
    assertAmount(input.amountKobo);
    assertAccountKind(input.purpose);
    if (!/^\/(?![/\\])[^\s\\]*$/.test(input.callbackPath)) throw new Error(`callbackPath must be an in-app path, got ${input.callbackPath}`);
    const { amount, fee, total } = cardFeePreview(input.amountKobo);
    const reference = newChargeReference(input.purpose, input.userId);

    let authorizationUrl: string;
    try {
      ({ authorizationUrl } = await this.provider.initializeCharge(
        {
          email: input.email,
          amountKobo: total,
          reference,
          callbackUrl: `${this.config.APP_URL.replace(/\/+$/, '')}${input.callbackPath}`,
          metadata: { user_id: input.userId, purpose: input.purpose, amount: formatKobo(amount), fee: formatKobo(fee) },
        },
        { executor },
      ));
    } catch (error) {
      throw providerAppError(error, 'start the payment');
    }
    await executor.insert(paymentCharges).values({
      reference,
      userId: input.userId,
      purpose: input.purpose,
      channel: 'checkout',
      amountKobo: amount,
      feeKobo: fee,
      totalKobo: total,
      saveCard: input.saveCard ?? false,
      subject: input.subject ?? null,
      provider: this.provider.name,
      createdAt: this.now(),
    });
    return { reference, authorizationUrl, amount: formatKobo(amount), fee: formatKobo(fee), total: formatKobo(total), amountKobo: amount, feeKobo: fee, totalKobo: total };
  }

  /**
   * Verifies the member's charge with the provider (never trusting what a browser says), records the outcome
   * and saves the card when asked. Another member's reference is a 404. Returns the charge as recorded:
   * status stays 'initialized' while the provider says the payment is still pending.
   */
  async confirmCharge(db: Database, reference: string, userId: number): Promise<PaymentCharge> {
    const charge = await this.findCharge(db, reference);
    if (!charge || charge.userId !== userId) throw notFound('Payment not found');
    return this.verifyAndRecord(db, charge);
  }

  /** What handlers of a webhook event receive: its subject as the provider reports it now (see VerifiedState). */
  async verifyEventSubject(db: Database, event: WebhookEvent): Promise<VerifiedState> {
    if (!event.reference) return { charge: null, transferStatus: null };
    if (event.type.startsWith('charge.')) return { charge: await this.syncCharge(db, event.reference), transferStatus: null };
    if (event.type.startsWith('transfer.')) {
      try {
        return { charge: null, transferStatus: (await this.provider.verifyTransfer(event.reference)).status };
      } catch (error) {
        // not a transfer the provider knows: a forged or foreign event, nothing to act on
        if (isProviderError(error) && error.code === 'not_found') return { charge: null, transferStatus: null };
        throw error;
      }
    }
    return { charge: null, transferStatus: null };
  }

  /** The same verification for a charge found by reference alone (webhooks, jobs). Null when it is not ours. */
  async syncCharge(db: Database, reference: string): Promise<PaymentCharge | null> {
    const charge = await this.findCharge(db, reference);
    return charge ? this.verifyAndRecord(db, charge) : null;
  }

  /**
   * Charges one of the member's saved cards (amount + fee). A declined card gives a 'failed' charge; when the
   * provider's answer is inconclusive the charge stays 'initialized' and `confirmCharge` settles it later.
   */
  async chargeSavedCard(db: Database, input: ChargeSavedCardInput): Promise<PaymentCharge> {
    assertAmount(input.amountKobo);
    assertAccountKind(input.purpose);
    if (input.reference !== undefined && !/^[A-Za-z0-9.=-]{6,100}$/.test(input.reference)) {
      throw new Error(`A charge reference is 6–100 letters, digits, '-', '.' or '=', got ${JSON.stringify(input.reference)}`);
    }
    const card = await findOwnCard(db, input.userId, input.cardId);

    if (input.reference) {
      const existing = await this.findCharge(db, input.reference);
      if (existing) {
        if (existing.userId !== input.userId) throw conflict('This payment reference is already in use');
        return this.verifyAndRecord(db, existing);
      }
    }
    const { amount, fee, total } = cardFeePreview(input.amountKobo);
    const reference = input.reference ?? newChargeReference(input.purpose, input.userId);
    // Recorded before the provider call: whatever happens next, there is a charge to reconcile.
    const [charge] = await db
      .insert(paymentCharges)
      .values({
        reference,
        userId: input.userId,
        purpose: input.purpose,
        channel: 'saved_card',
        amountKobo: amount,
        feeKobo: fee,
        totalKobo: total,
        cardId: card.id,
        subject: input.subject ?? null,
        provider: this.provider.name,
        createdAt: this.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!charge) throw conflict('This payment reference is already in use');

    let result: ChargeResult;
    try {
      result = await this.provider.chargeAuthorization({ authorizationCode: card.authorizationCode, email: card.customerEmail, amountKobo: total, reference });
    } catch (error) {
      if (isProviderError(error) && error.conclusive) return this.record(db, charge, { status: 'failed', reason: error.message });
      if (isProviderError(error)) return charge; // inconclusive: confirmCharge finds out later
      throw error;
    }
    return this.record(db, charge, this.judge(charge, result), result);
  }

  /**
   * Claims a successful charge's value for the caller, once: true for the first caller, false afterwards
   * (or when the charge is not successful). Call it in the transaction that gives the value.
   */
  async markChargeApplied(tx: Executor, reference: string): Promise<boolean> {
    const claimed = await tx
      .update(paymentCharges)
      .set({ appliedAt: this.now() })
      .where(and(eq(paymentCharges.reference, reference), eq(paymentCharges.status, 'success'), isNull(paymentCharges.appliedAt)))
      .returning({ id: paymentCharges.id });
    return claimed.length === 1;
  }

  /**
   * A saved-card charge still 'initialized' `olderThanMs` after it was recorded, which the provider conclusively does
   * not know: the call never reached the provider (the process died between recording the charge and calling, or the
   * request was lost). It is recorded as failed (nothing was charged), so its caller can answer and a new attempt
   * uses a new reference. A charge the provider does know is recorded as it reports it. Returns the charge as recorded.
   */
  async failUnsentSavedCardCharge(db: Database, reference: string, olderThanMs: number): Promise<PaymentCharge | undefined> {
    const charge = await this.findCharge(db, reference);
    if (!charge || charge.channel !== 'saved_card' || charge.status !== 'initialized') return charge;
    if (charge.createdAt.getTime() > this.now().getTime() - olderThanMs) return charge;
    let result: ChargeResult;
    try {
      result = await this.provider.verifyCharge(reference);
    } catch (error) {
      if (isProviderError(error) && error.conclusive && error.code === 'not_found') {
        return this.record(db, charge, { status: 'failed', reason: UNSENT_CHARGE_REASON });
      }
      return charge;
    }
    return this.record(db, charge, this.judge(charge, result), result);
  }

  /**
   * Asks the provider about charges still open after `olderThanMs` (the member closed the tab, a webhook was lost,
   * a saved-card charge timed out) and records what it says. Charges older than `maxAgeMs` (default two days) are
   * left alone. For a periodic job; returns the charges whose status changed.
   */
  async reconcileOpenCharges(db: Database, options: { olderThanMs: number; maxAgeMs?: number; limit?: number }): Promise<PaymentCharge[]> {
    const before = new Date(this.now().getTime() - options.olderThanMs);
    const since = new Date(this.now().getTime() - (options.maxAgeMs ?? 2 * 24 * 60 * 60_000));
    const open = await db
      .select()
      .from(paymentCharges)
      .where(and(inArray(paymentCharges.status, ['initialized', 'abandoned']), lt(paymentCharges.createdAt, before), gt(paymentCharges.createdAt, since)))
      .orderBy(asc(paymentCharges.createdAt))
      .limit(options.limit ?? 50);
    const settled: PaymentCharge[] = [];
    for (const charge of open) {
      try {
        const after = await this.verifyAndRecord(db, charge);
        if (after.status !== charge.status) settled.push(after);
      } catch {
        // the provider did not answer for this one: the next run asks again
      }
    }
    return settled;
  }

  async getCharge(executor: Executor, reference: string, userId: number): Promise<PaymentCharge> {
    const charge = await this.findCharge(executor, reference);
    if (!charge || charge.userId !== userId) throw notFound('Payment not found');
    return charge;
  }

  listCards(executor: Executor, userId: number): Promise<SavedCardView[]> {
    return listCards(executor, userId);
  }

  deleteCard(executor: Executor, userId: number, cardId: number): Promise<void> {
    return deleteCard(executor, userId, cardId, this.now());
  }

  // ── internals ──────────────────────────────────────────────────────────────────────────────────

  private async findCharge(executor: Executor, reference: string): Promise<PaymentCharge | undefined> {
    const [charge] = await executor.select().from(paymentCharges).where(eq(paymentCharges.reference, reference)).limit(1);
    return charge;
  }

  private async verifyAndRecord(db: Database, charge: PaymentCharge): Promise<PaymentCharge> {
    if (FINAL.includes(charge.status)) return charge;
    let result: ChargeResult;
    try {
      result = await this.provider.verifyCharge(charge.reference);
    } catch (error) {
      // The provider does not know the reference (yet): nothing was paid, nothing to record.
      if (isProviderError(error) && error.conclusive) return charge;
      throw providerAppError(error, 'confirm the payment');
    }
    return this.record(db, charge, this.judge(charge, result), result);
  }

  /** What the provider's answer means for our charge. Success must match the amount and currency we asked for. */
  private judge(charge: PaymentCharge, result: ChargeResult): Outcome {
    if (result.status === 'success') {
      if (result.amountKobo !== charge.totalKobo || result.currency.toUpperCase() !== 'NGN') {
        return {
          status: 'failed',
          reason: `Amount mismatch: the provider reported ${result.currency} ${formatKobo(result.amountKobo)}, expected NGN ${formatKobo(charge.totalKobo)}`,
        };
      }
      return { status: 'success' };
    }
    if (result.status === 'failed') return { status: 'failed', reason: result.gatewayResponse || 'The payment was declined' };
    if (result.status === 'abandoned') return { status: 'abandoned', reason: result.gatewayResponse || 'The payment was not completed' };
    return { status: 'pending' };
  }

  private async record(db: Database, charge: PaymentCharge, outcome: Outcome, result?: ChargeResult): Promise<PaymentCharge> {
    if (outcome.status === 'pending') return charge;
    return db.transaction(async (tx) => {
      const [locked] = await tx.select().from(paymentCharges).where(eq(paymentCharges.id, charge.id)).for('no key update');
      if (!locked || FINAL.includes(locked.status)) return locked ?? charge; // recorded meanwhile by another path
      if (outcome.status === 'abandoned' && locked.status === 'abandoned') return locked;

      let cardId = locked.cardId;
      if (outcome.status === 'success' && locked.saveCard && result?.authorization?.reusable) {
        const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, locked.userId)).limit(1);
        cardId = await saveCard(tx, {
          userId: locked.userId,
          provider: locked.provider,
          customerEmail: result.customerEmail || owner?.email || '',
          authorization: result.authorization,
          now: this.now(),
        });
      }
      const [updated] = await tx
        .update(paymentCharges)
        .set({
          status: outcome.status,
          verifiedAt: this.now(),
          cardId,
          failureReason: outcome.status === 'success' ? null : outcome.reason,
        })
        .where(and(eq(paymentCharges.id, locked.id), inArray(paymentCharges.status, ['initialized', 'abandoned'])))
        .returning();
      return updated ?? locked;
    });
  }
}

type Outcome = { status: 'success' } | { status: 'failed' | 'abandoned'; reason: string } | { status: 'pending' };

function assertAmount(amountKobo: bigint): void {
  if (amountKobo <= 0n) throw unprocessable('The amount must be greater than zero');
  if (amountKobo > MAX_AMOUNT_KOBO) throw unprocessable('The amount is above the limit of ₦1,000,000,000');
}

function assertAccountKind(purpose: string): void {
  if (!PURPOSE.test(purpose)) throw new Error(`A charge purpose is a short snake_case word, got ${JSON.stringify(purpose)}`);
}

/** A provider failure as the member sees it: 502, and never the provider's internals. */
export function providerAppError(error: unknown, action: string): Error {
  if (!isProviderError(error)) return error as Error;
  const providerError = error as ProviderError;
  const message = providerError.conclusive
    ? `The payment provider refused to ${action}. Please try again later`
    : `The payment provider is not responding, we could not ${action}. Please try again in a moment`;
  return new AppError(502, message, { provider_error: providerError.code });
}
