// Shared steps for the wallet-area tests: members with a real password, money calls with an Idempotency-Key,
// card payments through the sandbox checkout the way a browser pays, PINs read from the mails.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ledgerAccounts, ledgerPostings, ledgerTransfers, notifications, users } from '../../../src/db/schema';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, memberAccount, runLedgerCheck, societyAccount, transfer, withMoneyTransaction, type LedgerCheckResult } from '../../../src/ledger';
import { sentMails } from '../../helpers/mail';
import type { TestApp } from '../../helpers/testApp';
import { testPasswordHash } from '../../helpers/testPasswords';
import { createUser, type TestUser } from '../../helpers/users';
import { SUCCESS_CARD, payWithCard } from '../../payments/helpers';

export const PASSWORD = 'Secret#123';

export interface Member extends TestUser {
  password: string;
}

/** a verified member (or admin) whose password is PASSWORD */
export async function member(t: TestApp, options: Parameters<typeof createUser>[1] = {}): Promise<Member> {
  const user = await createUser(t, options);
  // a real scrypt hash at a test cost (helpers/testPasswords.ts): money suites check passwords hundreds of times
  await t.database.db.update(users).set({ passwordHash: await testPasswordHash(PASSWORD) }).where(eq(users.id, user.id));
  return { ...user, password: PASSWORD };
}

export const admin = (t: TestApp) => member(t, { role: 'ADMIN' });

export const newKey = (): string => `key-${crypto.randomBytes(9).toString('hex')}`;

export interface CallOptions {
  /** an Idempotency-Key; `true` makes a fresh one */
  key?: string | true;
  headers?: Record<string, string>;
}

export function call(t: TestApp, user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(user ? user.headers : {}), ...options.headers };
  if (options.key) headers['idempotency-key'] = options.key === true ? newKey() : options.key;
  return t.app.inject({ method, url, payload: payload as never, headers });
}

export async function balanceOf(t: TestApp, user: TestUser): Promise<string> {
  const res = await call(t, user, 'GET', '/api/show_wallet_balance');
  if (res.statusCode !== 200) throw new Error(`balance: ${res.body}`);
  return res.json().balance as string;
}

/** POST payments/charges; fails the test on a refusal */
export async function startCharge(t: TestApp, user: TestUser, body: Record<string, unknown>) {
  const res = await call(t, user, 'POST', '/api/payments/charges', body);
  if (res.statusCode !== 200) throw new Error(`payments/charges: ${res.statusCode} ${res.body}`);
  return res.json() as { reference: string; authorization_url: string; amount: string; fee: string; total: string };
}

/** start a wallet_funding checkout, pay it with `card`, and send its reference to save_wallet/store */
export async function fundByCheckout(t: TestApp, user: TestUser, amount: string, card = SUCCESS_CARD, otp?: string) {
  const charge = await startCharge(t, user, { purpose: 'wallet_funding', amount });
  await payWithCard(t, charge.reference, card, otp);
  const res = await call(t, user, 'POST', '/api/save_wallet/store', { amount, payment_method: 'Paystack', paystack_id: charge.reference }, { key: true });
  return { charge, res };
}

/** adds a card the way the Account screen does (₦100 card_verification checkout); returns its id */
export async function addCard(t: TestApp, user: TestUser, card = SUCCESS_CARD): Promise<number> {
  const charge = await startCharge(t, user, { purpose: 'card_verification' });
  await payWithCard(t, charge.reference, card);
  const res = await call(t, user, 'POST', '/api/save_wallet/store', { amount: 100, payment_method: 'Paystack', paystack_id: charge.reference, save_card: true }, { key: true });
  if (res.statusCode !== 200) throw new Error(`add card: ${res.body}`);
  return res.json().card_id as number;
}

/** money straight into a wallet (provider_clearing → wallet), for tests about spending it */
export async function creditWallet(t: TestApp, user: TestUser, kobo: bigint): Promise<void> {
  await withMoneyTransaction(t.database.db, async (tx) => {
    const wallet = await memberAccount(tx, user.id, MEMBER_ACCOUNT_KIND.wallet);
    const clearing = await societyAccount(tx, SOCIETY_ACCOUNT_KIND.providerClearing);
    await transfer(tx, {
      reference: `TEST-${crypto.randomBytes(8).toString('hex')}`,
      kind: 'wallet_funding',
      userId: user.id,
      description: 'Test funding',
      postings: [
        { accountId: clearing, amount: -kobo },
        { accountId: wallet, amount: kobo },
      ],
      metadata: { payment_method: 'Debit Card' },
    });
  });
}

export async function notificationsOf(t: TestApp, user: TestUser) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, user.id)).orderBy(notifications.id);
}

export async function transferByReference(t: TestApp, reference: string) {
  const [row] = await t.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, reference));
  return row;
}

/** a transfer's postings as { purpose (members:… for member accounts): signed kobo } */
export async function postingsOf(t: TestApp, reference: string): Promise<Record<string, bigint>> {
  const rows = await t.database.db
    .select({ amount: ledgerPostings.amount, purpose: ledgerAccounts.purpose, kind: ledgerAccounts.kind })
    .from(ledgerPostings)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerPostings.transferId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(eq(ledgerTransfers.reference, reference));
  return Object.fromEntries(rows.map((r) => [r.kind === 'member' ? `member:${r.purpose}` : r.purpose, r.amount]));
}

export async function ledgerCheck(t: TestApp): Promise<LedgerCheckResult> {
  return t.database.db.transaction((tx) => runLedgerCheck(tx, t.clock.now), { isolationLevel: 'repeatable read' });
}

/** the PIN in the newest withdrawal PIN mail to this member */
export async function latestPin(t: TestApp, user: TestUser): Promise<string> {
  const mails = await sentMails(t, user.email);
  const mail = mails.find((m) => /withdrawal PIN/.test(m.subject));
  const match = mail && /Your withdrawal PIN is (\d{6})/.exec(mail.text);
  if (!match) throw new Error(`no withdrawal PIN mailed to ${user.email}`);
  return match[1];
}

/** waits until `check` returns something truthy (webhooks arrive asynchronously) */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 8000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('eventually: timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
