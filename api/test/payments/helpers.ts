// Shared steps for the payments tests: start a charge, pay it on the sandbox checkout page like a browser would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { paymentCharges, paymentEvents } from '../../src/db/schema';
import type { DispatchedPaymentEvent } from '../../src/modules/payments/events';
import type { StartedCharge } from '../../src/modules/payments/service';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../helpers/testApp';
import type { TestUser } from '../helpers/users';

export const SUCCESS_CARD = '4084 0840 8408 4081';
export const DECLINED_CARD = '4000 0000 0000 0002';
export const OTP_CARD = '5060 6666 6666 6666 666';

export function startCharge(
  t: TestApp,
  user: TestUser,
  options: { amountKobo?: bigint; saveCard?: boolean; purpose?: string; callbackPath?: string } = {},
): Promise<StartedCharge> {
  return t.app.deps.payments.startCardCharge(t.database.db, {
    userId: user.id,
    email: user.email,
    purpose: options.purpose ?? 'wallet_funding',
    amountKobo: options.amountKobo ?? 500_000n,
    saveCard: options.saveCard ?? false,
    callbackPath: options.callbackPath ?? '/wallet',
  });
}

/** Posts the checkout form the way a browser does (application/x-www-form-urlencoded). */
export function postCheckout(t: TestApp, reference: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/sandbox/checkout/${encodeURIComponent(reference)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export function futureExpiry(t: TestApp): string {
  const now = t.clock.now;
  return `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String((now.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
}

export async function payWithCard(t: TestApp, reference: string, card: string, otp?: string) {
  const first = await postCheckout(t, reference, { step: 'card', card_number: card, expiry: futureExpiry(t), cvv: '123' });
  if (otp === undefined) return first;
  return postCheckout(t, reference, { step: 'otp', otp });
}

export async function chargeRow(t: TestApp, reference: string) {
  const [row] = await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.reference, reference));
  return row;
}

export async function eventsFor(t: TestApp, reference: string) {
  return t.database.db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference));
}

/** Polls until `check` returns a truthy value (webhooks arrive asynchronously). */
export async function waitFor<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A valid Access Bank NUBAN (044, check digit 4). */
export const GOOD_ACCOUNT = { accountNumber: '0123456784', bankCode: '044' };

/** A local port nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Records the payment events of the given types that reach the app's handlers. */
export function collectEvents(app: FastifyInstance, ...types: string[]) {
  const events: DispatchedPaymentEvent[] = [];
  const offs = types.map((type) => app.deps.payments.onPaymentEvent(type, async (_tx, event) => void events.push(event)));
  return { events, off: () => offs.forEach((off) => off()) };
}

/** Resolve → recipient → transfer of ₦15,000 through the app's provider. */
export async function sendTransfer(app: FastifyInstance, account: { accountNumber: string; bankCode: string }, reference: string) {
  const { provider } = app.deps.payments;
  const { accountName } = await provider.resolveAccount(account);
  const { recipientCode } = await provider.createRecipient({ name: accountName, ...account });
  return provider.initiateTransfer({ amountKobo: 1_500_000n, recipientCode, reference, reason: 'Wallet withdrawal' });
}
