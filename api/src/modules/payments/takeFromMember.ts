// The one way a money action takes money from a member (see ./README.md): a wallet debit, a verified checkout charge
// by its reference, or a charge of one of the member's saved cards; then the purpose's `apply` posts it to its
// destination in the same transaction, once per Idempotency-Key, and a charge gives its value once.
// Provider calls (verifying a checkout, charging a saved card) happen before the transaction: on PGlite a provider
// call inside a transaction would wait for ever, and a card is never charged inside a transaction that may roll back.
import type { Database, Transaction } from '../../db/client';
import { conflict, forbidden, unprocessable } from '../../http/errors';
import { withIdempotency, type IdempotencyClaim, type IdempotentReply, type IdempotentResult } from '../../idempotency';
import { findTransferByReference } from '../../ledger';
import { naira } from './cardMoney';
import { MONEY_CLAIM_MS, keyAlreadyAnswered, paidCharge, savedCardReference, unsentChargeAfterMs } from './cardPayment';
import type { PaymentSource } from './paymentSource';
import { GATE_CLOSED, assertPurposeGate, creditClosedGateToWallet, creditedToWalletMessage, gateRefusal } from './purposeGate';
import type { PaymentPurpose, PurposeRegistry, TakenPayment } from './purposes';
import { walletPaymentInOneStatement, type ReplyWithoutBalance } from './walletPaymentInOneStatement';
import { newChargeReference } from './references';
import type { PaymentsService } from './service';
import { APPLIED_WITHOUT_REQUEST, paymentFromCharge, paymentFromWallet, type TrackedPayment } from './takenPayment';

export const CHARGE_ALREADY_USED = 'This payment has already been used';
export const AMOUNT_REQUIRED = 'The amount is required';
const NOT_FROM_WALLET = 'This cannot be paid from the wallet: please pay by card';
const NOT_BY_CARD = 'This cannot be paid by card: please pay from your wallet';

export interface Taken<Result> {
  payment: TakenPayment;
  /** what the purpose's apply returned; null when its callback gave the value first (the webhook or the job) */
  result: Result | null;
}

export interface TakeFromMemberRequest<Input, Result, Reply> {
  userId: number;
  /** a registered purpose's name */
  purpose: string;
  /** checkout charges made for these purposes are accepted too, and their own purpose applies them */
  alsoAccept?: readonly string[];
  source: PaymentSource;
  /** the validated request body, handed to the purpose's amount, guard and apply */
  input: Input;
  /** the request's Idempotency-Key claim (lockMs defaults to MONEY_CLAIM_MS) */
  claim: IdempotencyClaim;
  /** the reply to store and send, built inside the money transaction */
  reply(tx: Transaction, taken: Taken<Result>): Promise<IdempotentReply<Reply>> | IdempotentReply<Reply>;
  /**
   * The same reply without the credited account's balance, which the statement fills in: given, a wallet payment for
   * a purpose that can be made in one statement is (./walletPaymentInOneStatement.ts).
   */
  replyWithoutBalance?(payment: TakenPayment): ReplyWithoutBalance<Reply>;
}

export async function takeFromMember<Input, Result, Reply>(
  db: Database,
  payments: PaymentsService,
  registry: PurposeRegistry,
  request: TakeFromMemberRequest<Input, Result, Reply>,
): Promise<IdempotentResult<Reply>> {
  const purpose = registry.require(request.purpose);
  const { userId, input, source } = request;
  if (source.kind === 'wallet' && !purpose.sources.includes('wallet')) throw unprocessable(NOT_FROM_WALLET);
  if (source.kind !== 'wallet' && !purpose.sources.includes('card')) throw unprocessable(NOT_BY_CARD);
  const claim = { ...request.claim, lockMs: request.claim.lockMs ?? MONEY_CLAIM_MS };

  if (source.kind === 'wallet') {
    // the statement holds the purpose's whole gate (membership and the shareholding minimum)
    if (purpose.inOneStatement && request.replyWithoutBalance) {
      const answered = await walletPaymentInOneStatement(db, purpose, purpose.inOneStatement, { userId, input, claim, reply: request.replyWithoutBalance });
      if (answered) return answered;
    }
    return withIdempotency(db, claim, async (tx) => {
      await assertPurposeGate(tx, purpose, userId);
      await purpose.guard?.(tx, { userId, input });
      const amountKobo = await requiredAmount(purpose, tx, userId, input);
      const reference = purpose.walletReference?.(userId) ?? newChargeReference(purpose.name, userId);
      const payment = paymentFromWallet(tx, { userId, purpose: purpose.name, amountKobo, reference });
      const result = await applyOnce(purpose, payment, () => purpose.apply(tx, payment, input));
      return request.reply(tx, { payment, result });
    });
  }

  // '' when this key has answered already: withIdempotency replays that answer and the handler does not run
  let reference = '';
  if (source.kind === 'checkout') {
    // asks the provider (not again for a charge already final); 404 when it is not this member's
    reference = (await payments.confirmCharge(db, source.reference, userId)).reference;
  } else if (!(await keyAlreadyAnswered(db, claim))) {
    await assertPurposeGate(db, purpose, userId);
    await purpose.guard?.(db, { userId, input });
    const amountKobo = await requiredAmount(purpose, db, userId, input);
    const charge = await payments.chargeSavedCard(db, {
      userId,
      cardId: source.cardId,
      amountKobo,
      purpose: purpose.name,
      reference: savedCardReference(purpose.name, userId, claim.key),
      subject: purpose.subjectOf?.(input) ?? null,
    });
    // a retry whose first attempt never reached the provider gets that charge recorded as failed once it is old enough
    const settled = charge.status === 'initialized' ? await payments.failUnsentSavedCardCharge(db, charge.reference, unsentChargeAfterMs(payments.config)) : charge;
    reference = (settled ?? charge).reference;
  }

  return withIdempotency(db, claim, async (tx) => {
    if (!reference) throw conflict('Please try again');
    const charge = await paidCharge(tx, payments, { reference, userId, purposes: [purpose.name, ...(request.alsoAccept ?? [])], what: purpose.title });
    const expected = await purpose.amount(tx, { userId, input });
    if (expected !== null && expected !== charge.amountKobo) throw unprocessable(`The amount does not match this payment of ${naira(charge.amountKobo)}`);
    const applying = registry.require(charge.purpose);
    const payment = paymentFromCharge(tx, charge, { withoutRequest: false });
    if (!(await payments.markChargeApplied(tx, charge.reference))) {
      // applied already: by the purpose's callback (the member gets the answer of a paid request) or by another request
      const booked = await findTransferByReference(tx, charge.reference);
      const closed = booked?.metadata[GATE_CLOSED];
      if (typeof closed === 'string') throw forbidden(creditedToWalletMessage(closed, charge.amountKobo));
      if (booked?.metadata[APPLIED_WITHOUT_REQUEST] === true) return request.reply(tx, { payment, result: null });
      throw unprocessable(CHARGE_ALREADY_USED);
    }
    // the gate again: it may have closed while the member paid. The money is theirs either way: the wallet keeps it
    const refusal = await gateRefusal(tx, applying, charge.userId);
    if (refusal) {
      await applyOnce(applying, payment, () => creditClosedGateToWallet(tx, payment, applying, refusal, payments.now()));
      const body = { success: false, message: creditedToWalletMessage(refusal.message, charge.amountKobo) };
      // stored under the key with the wallet credit: a retry hears the same
      return { status: refusal.statusCode, body } as unknown as IdempotentReply<Reply>;
    }
    const result = (await applyOnce(applying, payment, () => applying.apply(tx, payment, input))) as Result;
    return request.reply(tx, { payment, result });
  });
}

async function requiredAmount<Input>(purpose: PaymentPurpose<Input>, executor: Database | Transaction, userId: number, input: Input): Promise<bigint> {
  const amountKobo = await purpose.amount(executor, { userId, input });
  if (amountKobo === null) throw unprocessable(AMOUNT_REQUIRED);
  return amountKobo;
}

/** Runs a purpose's apply or callback and makes sure it moved the money: a purpose that forgets must not give value for free. */
export async function applyOnce<T>(purpose: PaymentPurpose, payment: TrackedPayment, run: () => Promise<T>): Promise<T> {
  const result = await run();
  if (!payment.transferred) throw new Error(`The ${purpose.name} purpose gave its value without posting the payment ${payment.reference}`);
  return result;
}
