// `POST save_withdrawal/add` (spec §7) is withdrawal step 2 under a second name: the same rules, PIN, texts and
// Idempotency-Key as `paystackWithdrawalToBank`, and the money leaves the wallet once.
import { eq } from 'drizzle-orm';
import { withdrawals } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { fundedMember, withdrawalPin } from './support/withdrawer';
import { PASSWORD, balanceOf, call, creditWallet, ledgerCheck, member, newKey, type Member } from '../wallet/support/money';

const ALIAS = '/api/save_withdrawal/add';
const ORIGINAL = '/api/paystackWithdrawalToBank';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_TRANSFER_DELAY_MS: 100 });
});
afterAll(() => t.close());

const funded = (kobo?: bigint) => fundedMember(t, kobo);
const pinFor = (user: Member, amount: string) => withdrawalPin(t, user, amount);

const withdrawalsOf = (user: Member) => t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.id));

it('reserves and sends the withdrawal with the same reply as paystackWithdrawalToBank, and a replay moves no more money', async () => {
  const ada = await funded();
  const pin = await pinFor(ada, '2500');
  const key = newKey();
  const body = { password: PASSWORD, amount: '2500', withdrawal_pin: pin };
  const res = await call(t, ada, 'POST', ALIAS, body, { key });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    success: true,
    message: 'Your withdrawal of ₦2,500.00 to Access Bank (****6784) is on its way.',
    balance: '7500.00',
    withdrawal: { amount: '2500.00', status: 'sent', bank_name: 'Access Bank', account_no: '0123456784' },
  });
  const again = await call(t, ada, 'POST', ALIAS, body, { key });
  expect(again.statusCode).toBe(200);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json().withdrawal.id).toBe(res.json().withdrawal.id);
  // the same key on the other name is another request: refused, nothing moves
  const other = await call(t, ada, 'POST', ORIGINAL, body, { key });
  expect(other.statusCode).toBe(422);
  expect(other.json().message).toBe('This Idempotency-Key was already used for a different request');
  // the PIN was used by the first call: a fresh key cannot spend it again on either name
  for (const url of [ALIAS, ORIGINAL]) expect((await call(t, ada, 'POST', url, body, { key: true })).statusCode).toBe(400);
  expect(await balanceOf(t, ada)).toBe('7500.00');
  expect(await withdrawalsOf(ada)).toHaveLength(1);
  expect((await ledgerCheck(t)).ok).toBe(true);
});

it('counts wrong PINs together with paystackWithdrawalToBank, with the same texts', async () => {
  const ada = await funded();
  const pin = await pinFor(ada, '100');
  const wrong = pin === '000000' ? '111111' : '000000';
  const answers = [];
  for (const url of [ALIAS, ORIGINAL, ALIAS, ORIGINAL, ALIAS, ORIGINAL]) {
    const res = await call(t, ada, 'POST', url, { password: PASSWORD, amount: '100', withdrawal_pin: url === ORIGINAL && answers.length === 5 ? pin : wrong }, { key: true });
    answers.push([res.statusCode, res.json().message]);
  }
  expect(answers).toEqual([
    [400, 'The withdrawal PIN is not correct. You have 4 attempts left'],
    [400, 'The withdrawal PIN is not correct. You have 3 attempts left'],
    [400, 'The withdrawal PIN is not correct. You have 2 attempts left'],
    [400, 'The withdrawal PIN is not correct. You have 1 attempt left'],
    [400, 'The withdrawal PIN is not correct. You have no attempts left: please start the withdrawal again'],
    [400, 'Too many wrong withdrawal PINs. Please start the withdrawal again'],
  ]);
  expect(await balanceOf(t, ada)).toBe('10000.00');
});

it.each([
  ['no Idempotency-Key', { password: PASSWORD, amount: '100', withdrawal_pin: '123456' }, false],
  ['a wrong password', { password: 'wrong-password', amount: '100', withdrawal_pin: '123456' }, true],
  ['no PIN', { password: PASSWORD, amount: '100' }, true],
  ['a 5-digit PIN', { password: PASSWORD, amount: '100', withdrawal_pin: '12345' }, true],
  ['a negative amount', { password: PASSWORD, amount: '-100', withdrawal_pin: '123456' }, true],
  ['no password', { amount: '100', withdrawal_pin: '123456' }, true],
  ['more than the balance', { password: PASSWORD, amount: '20000', withdrawal_pin: '123456' }, true],
])('answers %s exactly as paystackWithdrawalToBank does, and changes nothing', async (_case, body, withKey) => {
  const ada = await funded();
  const replies = [];
  for (const url of [ALIAS, ORIGINAL]) {
    const res = await call(t, ada, 'POST', url, body, withKey ? { key: true } : {});
    replies.push({ status: res.statusCode, body: res.json() });
  }
  expect(replies[0].status).toBeGreaterThanOrEqual(400);
  expect(replies[0]).toEqual(replies[1]);
  expect(await balanceOf(t, ada)).toBe('10000.00');
  expect(await withdrawalsOf(ada)).toEqual([]);
});

it('refuses a member without a bank account with the spec’s words, and an anonymous caller with 401', async () => {
  const eve = await member(t);
  await creditWallet(t, eve, 100_000n);
  const res = await call(t, eve, 'POST', ALIAS, { password: PASSWORD, amount: '100', withdrawal_pin: '123456' }, { key: true });
  expect([res.statusCode, res.json().message]).toEqual([422, 'Please Update your profile and bank account to continue']);
  const anonymous = await call(t, null, 'POST', ALIAS, { password: PASSWORD, amount: '100', withdrawal_pin: '123456' }, { key: true });
  expect([anonymous.statusCode, anonymous.json().message]).toEqual([401, 'Unauthorized']);
});

it('is documented in the OpenAPI document with the same request body', async () => {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
  const alias = doc.paths['/api/save_withdrawal/add'].post;
  const original = doc.paths['/api/paystackWithdrawalToBank'].post;
  expect(alias.summary).toContain('paystackWithdrawalToBank');
  expect(alias.requestBody).toEqual(original.requestBody);
  expect(alias.tags).toEqual(['withdrawals']);
});

it('counts password attempts on both names against one limit', async () => {
  const limited = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: 4 });
  try {
    const ada = await member(limited);
    const wrong = { password: 'Not-the-password1', amount: '100', withdrawal_pin: '123456' };
    // the 4th wrong password already waits for the sign-in delay (a 429 of its own); the rate limit is the message
    const RATE_LIMITED = 'Too many attempts, please wait a minute and try again';
    const messages: string[] = [];
    for (const url of [ALIAS, ORIGINAL, ALIAS, ORIGINAL, ALIAS, ORIGINAL]) {
      messages.push((await call(limited, ada, 'POST', url, wrong, { key: true })).json().message);
    }
    expect(messages.slice(0, 4)).not.toContain(RATE_LIMITED);
    expect(messages.slice(4)).toEqual([RATE_LIMITED, RATE_LIMITED]);
  } finally {
    await limited.close();
  }
});
