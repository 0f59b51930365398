// The route helpers through a real Fastify route, the way a money module uses them.
import { currentUser, requireAuth } from '../../src/http/auth';
import { idempotencyOf, requestHashOf, sendIdempotent, userScope, withIdempotency } from '../../src/idempotency';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, accountBalance, memberAccount, societyAccount, transfer } from '../../src/ledger';
import { formatKobo } from '../../src/money/money';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { fundWallet, ref } from '../ledger/support/fixtures';

let t: TestApp;
let member: TestUser;
let runs = 0;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady(app) {
        app.post('/api/test/pay', { preHandler: requireAuth }, async (request, reply) => {
          const user = currentUser(request);
          const { key, requestHash } = idempotencyOf(request);
          const amount = BigInt(String((request.body as { kobo: string }).kobo));
          const result = await withIdempotency(request.server.deps.db, { scope: userScope(user.id), key, requestHash }, async (tx) => {
            runs += 1;
            const wallet = await memberAccount(tx, user.id, MEMBER_ACCOUNT_KIND.wallet);
            const fees = await societyAccount(tx, SOCIETY_ACCOUNT_KIND.feeIncome);
            const done = await transfer(tx, { reference: ref('PAY'), kind: 'fee', userId: user.id, description: 'pay', postings: [{ accountId: wallet, amount: -amount }, { accountId: fees, amount }] });
            return { status: 200, body: { success: true, message: 'Paid', reference: done.reference, balance: formatKobo(done.postings[0].balanceAfter) } };
          });
          return sendIdempotent(reply, result);
        });
      },
    },
  );
  member = await createUser(t);
  await fundWallet(t.database.db, member.id, 10_000n);
});
afterAll(() => t.close());

const pay = (user: TestUser, key: string | undefined, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/test/pay', headers: { ...user.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) }, payload: body as object });

describe('Idempotency-Key on a route', () => {
  it('requires a well-formed header', async () => {
    const missing = await pay(member, undefined, { kobo: '100' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, message: 'The Idempotency-Key header is required for this request' });
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), 'semi;colon-key']) {
      const res = await pay(member, bad, { kobo: '100' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The Idempotency-Key header must be 8 to 128 characters: letters, digits, _ . : or -');
    }
    expect(runs).toBe(0);
  });

  it('replays the first reply with Idempotent-Replayed, refuses a different body with 422', async () => {
    const key = 'pay:2024-01-01_abc.123';
    const first = await pay(member, key, { kobo: '250', note: { a: 1, b: 2 } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // same body, keys in another order
    const second = await pay(member, key, { note: { b: 2, a: 1 }, kobo: '250' });
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ success: true, message: 'Paid', balance: '97.50' });
    expect(runs).toBe(1);
    expect(await accountBalance(t.database.db, await memberAccount(t.database.db, member.id, MEMBER_ACCOUNT_KIND.wallet))).toBe(9_750n);

    const different = await pay(member, key, { kobo: '251', note: { a: 1, b: 2 } });
    expect(different.statusCode).toBe(422);
    expect(different.json()).toEqual({ success: false, message: 'This Idempotency-Key was already used for a different request' });
  });

  it('keeps one member’s keys apart from another’s', async () => {
    const other = await createUser(t);
    await fundWallet(t.database.db, other.id, 1_000n);
    const key = 'shared-key-0001';
    expect((await pay(member, key, { kobo: '1' })).statusCode).toBe(200);
    const theirs = await pay(other, key, { kobo: '1' });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('requestHashOf', () => {
  const KEY = 'a-test-hash-key-of-at-least-32-characters';
  const base = { method: 'POST', url: '/api/save_wallet/store', body: { amount: '1500.00', meta: { x: [1, { b: 1, a: 2 }] } } };
  it('ignores key order and the rotating ?token= but not the rest', () => {
    const h = requestHashOf(base, KEY);
    expect(requestHashOf({ ...base, body: { meta: { x: [1, { a: 2, b: 1 }] }, amount: '1500.00' } }, KEY)).toBe(h);
    expect(requestHashOf({ ...base, url: '/api/save_wallet/store?token=abc' }, KEY)).toBe(h);
    expect(requestHashOf({ ...base, method: 'post' }, KEY)).toBe(h);
    expect(requestHashOf({ ...base, body: { ...base.body, amount: '1500.01' } }, KEY)).not.toBe(h);
    expect(requestHashOf({ ...base, body: { ...base.body, amount: 1500 } }, KEY)).not.toBe(h);
    expect(requestHashOf({ ...base, url: '/api/save_withdrawal/add' }, KEY)).not.toBe(h);
    expect(requestHashOf({ ...base, url: '/api/save_wallet/store?card_id=2' }, KEY)).not.toBe(h);
    expect(requestHashOf({ ...base, method: 'PUT' }, KEY)).not.toBe(h);
    expect(requestHashOf({ ...base, body: Buffer.from('abc') }, KEY)).not.toBe(requestHashOf({ ...base, body: Buffer.from('abd') }, KEY));
  });
});
