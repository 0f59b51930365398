// Members' saved cards. The authorization code is a secret and never leaves these functions' callers on the
// server: the list a client sees has only what identifies the card.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentCards, type PaymentCard } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { CardAuthorization } from '../../rails/provider';

export interface SavedCardView {
  id: number;
  bank: string;
  bin: string;
  last4: string;
  brand: string;
  exp_month: string;
  exp_year: string;
}

export async function listCards(executor: Executor, userId: number): Promise<SavedCardView[]> {
  const rows = await executor
    .select({
      id: paymentCards.id,
      bank: paymentCards.bank,
      bin: paymentCards.bin,
      last4: paymentCards.last4,
      brand: paymentCards.brand,
      exp_month: paymentCards.expMonth,
      exp_year: paymentCards.expYear,
    })
    .from(paymentCards)
    .where(and(eq(paymentCards.userId, userId), isNull(paymentCards.deletedAt)))
    .orderBy(desc(paymentCards.createdAt), desc(paymentCards.id));
  return rows;
}

/** The member's live card (with its secret authorization), or a 404 when it is not theirs or was removed. */
export async function findOwnCard(executor: Executor, userId: number, cardId: number): Promise<PaymentCard> {
  const [card] = await executor
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.id, cardId), eq(paymentCards.userId, userId), isNull(paymentCards.deletedAt)))
    .limit(1);
  if (!card) throw notFound('Card not found');
  return card;
}

export async function deleteCard(executor: Executor, userId: number, cardId: number, now: Date = new Date()): Promise<void> {
  const removed = await executor
    .update(paymentCards)
    .set({ deletedAt: now })
    .where(and(eq(paymentCards.id, cardId), eq(paymentCards.userId, userId), isNull(paymentCards.deletedAt)))
    .returning({ id: paymentCards.id });
  if (!removed.length) throw notFound('Card not found');
}

/**
 * Stores a reusable authorization for the member, or refreshes the live card with the same signature (the same
 * physical card paid again): one live row per card. Returns the card id.
 */
export async function saveCard(
  executor: Executor,
  input: { userId: number; provider: string; customerEmail: string; authorization: CardAuthorization; now: Date },
): Promise<number> {
  const { authorization: auth } = input;
  const details = {
    authorizationCode: auth.authorizationCode,
    customerEmail: input.customerEmail,
    bin: auth.bin,
    last4: auth.last4,
    bank: auth.bank,
    brand: auth.brand,
    expMonth: auth.expMonth,
    expYear: auth.expYear,
    reusable: auth.reusable,
  };
  // ON CONFLICT on the partial unique index: two confirmations with the same card at once still make one row.
  const [card] = await executor
    .insert(paymentCards)
    .values({ userId: input.userId, provider: input.provider, signature: auth.signature, createdAt: input.now, ...details })
    .onConflictDoUpdate({ target: [paymentCards.userId, paymentCards.signature], targetWhere: sql`${paymentCards.deletedAt} is null`, set: details })
    .returning({ id: paymentCards.id });
  return card.id;
}
