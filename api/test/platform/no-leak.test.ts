// Member B has real records: money in the wallet from a card payment, a saved card, a bank account, a withdrawal,
// notifications, a profile. Member A calls every route the app registers with B's ids and references in every id
// slot (path parameters, and body or query fields named like ids). No reply carries anything that identifies B, no
// reply is a 5xx, nothing of B's changes and no money reaches A. Routes are collected as the app registers them.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { issueToken } from '../../src/http/auth';
import { GOOD_BANK_ACCOUNT, giveBankAccount } from '../helpers/memberRecords';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { withdrawalPin } from '../withdrawals/support/withdrawer';
import { addCard, balanceOf, call, eventually, fundByCheckout, member, notificationsOf, PASSWORD, type Member } from '../wallet/support/money';
import { keysOf } from './hostileInputs';
import { addressWith, isDocs, routeCollector, routeKey, type RegisteredRoute } from './registeredRoutes';

/** routes left out, and why */
const NOT_SWEPT = [
  // development only (every mail in the outbox): not registered in production
  (r: RegisteredRoute) => r.url.startsWith('/api/dev/'),
  // the checkout reference is that page's secret, as on the provider's own page; the sandbox is for development
  (r: RegisteredRoute) => r.url.startsWith('/api/sandbox/checkout/'),
  (r: RegisteredRoute) => isDocs(r.url),
];

const ID_FIELD = /(^|_)id$|reference/i;

const { routes, onRoute } = routeCollector();
let t: TestApp;
let a: Member;
let b: Member;
/** what identifies B: none of it may reach A */
let secrets: string[];
/** B's ids and references, as A would put them in an id slot (text: an id field takes digits too) */
let ids: string[];

// card payments, a withdrawal and its webhook: more than a hook's default time on a loaded CI machine
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox', SANDBOX_TRANSFER_DELAY_MS: 0 }, { onRoute });
  // not yet a member: the registration fee is still to pay, with someone else's card or payment if the API let it
  a = await member(t, { firstName: 'Tunde', lastName: 'Bakare' });
  b = await member(t, { memberStatus: true, firstName: 'Zinachidi', lastName: 'Okwuosa' });
  const phone = '08031234987';
  await t.database.db.update(users).set({ phoneNo: phone }).where(eq(users.id, b.id));
  const account = { ...GOOD_BANK_ACCOUNT, accountName: 'ZINACHIDI OKWUOSA' };
  await giveBankAccount(t, b, account);
  const funding = await fundByCheckout(t, b, '20000');
  const cardId = await addCard(t, b);
  const pin = await withdrawalPin(t, b, '2500');
  const withdrawal = await call(t, b, 'POST', '/api/paystackWithdrawalToBank', { password: PASSWORD, amount: '2500', withdrawal_pin: pin }, { key: true });
  if (withdrawal.statusCode !== 200) throw new Error(`withdrawal: ${withdrawal.body}`);
  const { id: withdrawalId, reference: withdrawalReference } = withdrawal.json().withdrawal;
  // settled before the sweep, so B's records stay still while A calls
  await eventually(async () => (await call(t, b, 'GET', `/api/show_withdrawal/${withdrawalId}`)).json().status !== 'sent');
  const notifications = await notificationsOf(t, b);
  if (notifications.length === 0) throw new Error('B has no notifications to look for');

  secrets = [b.email, 'Zinachidi', 'Okwuosa', phone, account.accountNo, funding.charge.reference, withdrawalReference, '12 Marina Road'];
  ids = [...new Set([b.id, cardId, withdrawalId, ...notifications.map((n) => n.id), funding.charge.reference, withdrawalReference].map(String))];
}, 180_000);
afterAll(() => t.close());

const tokenOfA = async () => (await issueToken(t.database.db, a.id, { now: t.clock.now, ttlMinutes: t.config.TOKEN_TTL_MINUTES })).token;

/** B's card: its last four digits as a value or in a sentence */
const CARD_OF_B = /"last4":"4081"|ending in 4081/;

/** what B sees of their own records */
async function recordsOf(user: Member) {
  const views = ['/api/show_wallet_balance', '/api/getCards', '/api/notification', '/api/bank_account/details', '/api/withdrawals', '/api/show_profile'];
  return Promise.all(views.map(async (url) => (await call(t, user, 'GET', url)).json()));
}

/** body variants for A: a plausible call of A's own with `value` in every id field */
function bodiesWith(route: RegisteredRoute, value: string): unknown[] {
  if (route.method === 'GET') return [undefined];
  const keys = keysOf(route.schema?.body);
  const ours = { amount: '100', password: PASSWORD, old_password: PASSWORD, withdrawal_pin: '123456', purpose: 'wallet_funding', save_card: false };
  const withIds = Object.fromEntries(keys.filter((k) => ID_FIELD.test(k)).map((k) => [k, value]));
  return ['Wallet', 'Paystack'].map((method) => ({ ...ours, payment_method: method, ...withIds }));
}

const idSlotsOf = (route: RegisteredRoute) => [...keysOf(route.schema?.body), ...keysOf(route.schema?.querystring)].filter((k) => ID_FIELD.test(k));
/** a route without an id slot is the same call whatever the id: once is enough */
const valuesFor = (route: RegisteredRoute) => (route.url.includes(':') || idSlotsOf(route).length > 0 ? ids : ids.slice(0, 1));

function queryWith(route: RegisteredRoute, value: string): string {
  const keys = keysOf(route.schema?.querystring).filter((k) => ID_FIELD.test(k));
  return keys.length ? `?${keys.map((k) => `${k}=${encodeURIComponent(String(value))}`).join('&')}` : '';
}

describe("another member's ids", () => {
  it('never bring back anything of theirs, nor a 5xx, nor any of their money', async () => {
    const swept = routes.filter((r) => !NOT_SWEPT.some((left) => left(r)));
    expect(swept.length).toBeGreaterThan(40);
    const before = await recordsOf(b);
    const leaks: { route: string; value: string; status: number; found: string }[] = [];
    const failures: { route: string; value: string; status: number }[] = [];
    let calls = 0;

    for (const route of swept) {
      for (const value of valuesFor(route)) {
        const address = addressWith(route.url, encodeURIComponent(value)) + queryWith(route, value);
        // a fresh session of A's: some routes end the session they were given
        const authorization = `Bearer ${await tokenOfA()}`;
        for (const payload of bodiesWith(route, value)) {
          const headers = { authorization, 'idempotency-key': `leak-${crypto.randomBytes(6).toString('hex')}` };
          const res = await t.app.inject({ method: route.method as 'POST', url: address, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
          calls += 1;
          const body = res.body;
          const found = secrets.find((secret) => body.toLowerCase().includes(secret.toLowerCase())) ?? (CARD_OF_B.test(body) ? 'card 4081' : undefined);
          if (found) leaks.push({ route: routeKey(route), value, status: res.statusCode, found });
          if (res.statusCode >= 500) failures.push({ route: routeKey(route), value, status: res.statusCode });
        }
      }
    }

    expect(leaks).toEqual([]);
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(swept.length);
    expect(await recordsOf(b)).toEqual(before);
    expect(await balanceOf(t, a)).toBe('0.00');
  }, 120_000);
});
