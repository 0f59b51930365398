// Shared steps for the savings plan and autosave tests: a member who passed both gates (membership, the
// shareholding minimum) with a saved card, plan bodies as the original client sends them, a card the bank stopped
// honouring, and the Lagos dates the server's clock calls today.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { autosaveRuns, paymentCards, savingsPlans } from '../../../src/db/schema';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, memberAccount, societyAccount, transfer, withMoneyTransaction } from '../../../src/ledger';
import { lagosDate, addDays } from '../../../src/time/lagos';
import { getSettings } from '../../../src/modules/settings/service';
import type { TestApp } from '../../helpers/testApp';
import { users } from '../../../src/db/schema';
import { issueToken } from '../../../src/http/auth';
import { addCard, member, type Member } from '../../wallet/support/money';

export interface Saver extends Member {
  cardId: number;
}

/** money straight into one of the member's accounts (provider_clearing → it) */
export async function credit(t: TestApp, userId: number, purpose: string, kobo: bigint): Promise<void> {
  await withMoneyTransaction(t.database.db, async (tx) => {
    const to = await memberAccount(tx, userId, purpose);
    const clearing = await societyAccount(tx, SOCIETY_ACCOUNT_KIND.providerClearing);
    await transfer(tx, {
      reference: `TEST-${crypto.randomBytes(8).toString('hex')}`,
      kind: 'wallet_funding',
      userId,
      description: 'Test funding',
      postings: [
        { accountId: clearing, amount: -kobo },
        { accountId: to, amount: kobo },
      ],
      metadata: {},
    });
  });
}

export async function makeMember(t: TestApp, user: { id: number }): Promise<void> {
  await t.database.db.update(users).set({ memberStatus: true }).where(eq(users.id, user.id));
}

/** a member whose shares meet the minimum, with a saved card */
export async function saver(t: TestApp, options: { shares?: boolean; card?: boolean } = {}): Promise<Saver> {
  const user = await member(t);
  await makeMember(t, user);
  if (options.shares !== false) await credit(t, user.id, MEMBER_ACCOUNT_KIND.shares, (await getSettings(t.database.db)).minimumShareholdingKobo);
  const cardId = options.card === false ? 0 : await addCard(t, user);
  return { ...user, cardId };
}

export const today = (t: TestApp) => lagosDate(t.clock.now);
export const inDays = (t: TestApp, days: number) => addDays(today(t), days);

export const planBody = (t: TestApp, cardId: number, overrides: Record<string, unknown> = {}) => ({
  amount: '2000',
  frequency: 'Daily',
  transaction_time: '09:00',
  transaction_day: '',
  transaction_month: '',
  start_date: inDays(t, 1),
  payment_method: 'Debit Card',
  card_id: cardId,
  ...overrides,
});

export const targetBody = (t: TestApp, cardId: number | null, overrides: Record<string, unknown> = {}) => ({
  target_name: 'New laptop',
  amount: '5000',
  targeted_amount: '20000',
  frequency: 'Weekly',
  transaction_day: '1',
  transaction_time: '08:30',
  transaction_month: '',
  start_date: inDays(t, 1),
  end_date: '',
  payment_method: 'Debit Card',
  card_id: cardId ?? '',
  ...overrides,
});

/** the bank no longer honours the card (the sandbox refuses an unknown authorization) */
export async function revokeCard(t: TestApp, cardId: number): Promise<void> {
  await t.database.db.update(paymentCards).set({ authorizationCode: `AUTH_REVOKED_${cardId}` }).where(eq(paymentCards.id, cardId));
}

export async function planRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(savingsPlans).where(eq(savingsPlans.id, id));
  return row;
}

export async function runsOf(t: TestApp, planId: number) {
  return t.database.db.select().from(autosaveRuns).where(eq(autosaveRuns.planId, planId)).orderBy(autosaveRuns.dueAt);
}

/** the member signed in again at the test clock's now (a session from days ago has expired) */
export async function signedInNow<U extends { id: number; headers: Record<string, string> }>(t: TestApp, user: U): Promise<U> {
  const { token } = await issueToken(t.database.db, user.id, { now: t.clock.now, ttlMinutes: t.config.TOKEN_TTL_MINUTES });
  return { ...user, token, headers: { authorization: `Bearer ${token}` } };
}
