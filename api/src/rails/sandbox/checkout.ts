// What happens when a member submits the sandbox checkout page: card step, OTP step, or cancel.
// Outcomes are fixed by the test card (./cards.ts). A successful payment creates a reusable authorization and
// enqueues a `charge.success` webhook, as Paystack would.
import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { sandboxAuthorizations, sandboxCharges } from '../../db/schema';
import { SANDBOX_CARD_BANK, SANDBOX_OTP, findSandboxCard, type SandboxCard } from './cards';
import { chargeSuccessEvent, type SandboxProvider } from './provider';

type ChargeRow = typeof sandboxCharges.$inferSelect;

export type CheckoutState =
  | { kind: 'missing' }
  | { kind: 'card'; charge: ChargeRow; error?: string; values?: { cardNumber?: string; expiry?: string } }
  | { kind: 'otp'; charge: ChargeRow; error?: string }
  | { kind: 'done'; charge: ChargeRow };

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvv: string;
}

interface PendingCard {
  bin: string;
  last4: string;
  brand: string;
  expMonth: string;
  expYear: string;
  signature: string;
}

export async function checkoutState(provider: SandboxProvider, reference: string): Promise<CheckoutState> {
  const charge = await provider.findCharge(provider.options.db, reference);
  if (!charge) return { kind: 'missing' };
  if (charge.status === 'pending') return { kind: 'card', charge };
  if (charge.status === 'otp') return { kind: 'otp', charge };
  return { kind: 'done', charge };
}

export async function submitCard(provider: SandboxProvider, reference: string, input: CardInput): Promise<CheckoutState> {
  const current = await checkoutState(provider, reference);
  if (current.kind !== 'card') return current;
  const values = { cardNumber: input.cardNumber, expiry: input.expiry };

  const card = findSandboxCard(input.cardNumber);
  if (!card) return { ...current, values, error: 'This is not a sandbox test card. Use one of the test cards listed below.' };
  const expiry = parseExpiry(input.expiry, provider.options.now());
  if ('error' in expiry) return { ...current, values, error: expiry.error };
  if (!/^\d{3}$/.test(input.cvv.trim())) return { ...current, values, error: 'Enter the 3-digit CVV printed on the back of the card.' };

  const pending = describeCard(card, expiry.month, expiry.year);
  if (card.outcome === 'declined') return finish(provider, reference, ['pending'], { status: 'failed', gatewayResponse: 'Declined' });
  if (card.outcome === 'otp') {
    await provider.options.db
      .update(sandboxCharges)
      .set({ status: 'otp', pendingCard: pending })
      .where(and(eq(sandboxCharges.reference, reference), eq(sandboxCharges.status, 'pending')));
    return checkoutState(provider, reference);
  }
  return finish(provider, reference, ['pending'], { status: 'success', card: pending });
}

export async function submitOtp(provider: SandboxProvider, reference: string, otp: string): Promise<CheckoutState> {
  const current = await checkoutState(provider, reference);
  if (current.kind !== 'otp') return current;
  const typed = otp.trim();
  if (!/^\d{4,8}$/.test(typed)) return { ...current, error: 'Enter the OTP sent to your phone (digits only).' };
  if (typed !== SANDBOX_OTP) return finish(provider, reference, ['otp'], { status: 'failed', gatewayResponse: 'Invalid OTP' });
  return finish(provider, reference, ['otp'], { status: 'success', card: current.charge.pendingCard as PendingCard });
}

export async function cancelCheckout(provider: SandboxProvider, reference: string): Promise<CheckoutState> {
  const current = await checkoutState(provider, reference);
  if (current.kind !== 'card' && current.kind !== 'otp') return current;
  return finish(provider, reference, ['pending', 'otp'], { status: 'abandoned', gatewayResponse: 'The customer cancelled the payment' });
}

type Finish = { status: 'success'; card: PendingCard } | { status: 'failed' | 'abandoned'; gatewayResponse: string };

async function finish(provider: SandboxProvider, reference: string, from: string[], outcome: Finish): Promise<CheckoutState> {
  const { db, now } = provider.options;
  await db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(sandboxCharges)
      .where(and(eq(sandboxCharges.reference, reference), inArray(sandboxCharges.status, from)))
      .for('update');
    if (!charge) return; // finished by a concurrent submit
    if (outcome.status !== 'success') {
      await tx.update(sandboxCharges).set({ status: outcome.status, gatewayResponse: outcome.gatewayResponse, pendingCard: null }).where(eq(sandboxCharges.reference, reference));
      return;
    }
    await succeed(provider, tx, charge, outcome.card, now());
  });
  return checkoutState(provider, reference);
}

async function succeed(provider: SandboxProvider, tx: Transaction, charge: ChargeRow, card: PendingCard, paidAt: Date): Promise<void> {
  const authorizationCode = `AUTH_${crypto.randomBytes(6).toString('hex')}`;
  const [authorization] = await tx
    .insert(sandboxAuthorizations)
    .values({ authorizationCode, email: charge.email, bank: SANDBOX_CARD_BANK, createdAt: paidAt, ...card })
    .returning();
  const [paid] = await tx
    .update(sandboxCharges)
    .set({ status: 'success', gatewayResponse: 'Approved', authorizationCode, paidAt, pendingCard: null })
    .where(eq(sandboxCharges.reference, charge.reference))
    .returning();
  await provider.options.outbox.enqueue(tx, 'charge.success', chargeSuccessEvent(paid, authorization), 0);
}

function describeCard(card: SandboxCard, month: number, year: number): PendingCard {
  const digits = card.number.replace(/\s/g, '');
  const expMonth = String(month).padStart(2, '0');
  const expYear = String(year);
  return {
    bin: digits.slice(0, 6),
    last4: digits.slice(-4),
    brand: card.brand,
    expMonth,
    expYear,
    // the same card (number and expiry) always has the same signature, so saved cards dedupe like Paystack's
    signature: `SIG_${crypto.createHash('sha256').update(`${digits}:${expMonth}/${expYear}`).digest('hex').slice(0, 20)}`,
  };
}

export function parseExpiry(text: string, now: Date): { month: number; year: number } | { error: string } {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return { error: 'Enter the expiry date as MM/YY.' };
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return { error: 'Enter the expiry date as MM/YY.' };
  const currentMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < currentMonths) return { error: 'This card has expired. Use any future expiry date.' };
  return { month, year };
}
