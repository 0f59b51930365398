// Regular savings and shares paid from the wallet run as one statement (payments' walletPaymentInOneStatement,
// drizzle/0022): the same answers as the general path, the key's claim, gate, transfer and stored reply together.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { MEMBER_ACCOUNT_KIND } from '../../src/ledger';
import { queryRows } from '../../src/ledger/sql';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { describeOnPostgres } from '../helpers/testDatabase';
import { call, ledgerCheck, newKey } from '../wallet/support/money';
import { GATE_TEXT, credit, fromWallet, kobo, saver } from './support/savings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Parameters<typeof call>[1];
const fund = (user: User, body: unknown, key: string) => call(t, user, 'POST', '/api/savingsFunds', body, { key });
const buyShares = (user: User, body: unknown, key: string) => call(t, user, 'POST', '/api/addShareHoldingsFunds', body, { key });

async function keyRow(userId: number, key: string) {
  const [row] = await queryRows<{ status: string; request_hash: string; response_status: number | null }>(
    t.database.db,
    sql`SELECT status, request_hash, response_status FROM idempotency_keys WHERE scope = ${`user:${userId}`} AND key = ${key}`,
  );
  return row;
}

describe('a wallet payment into regular savings or shares, in one statement', () => {
  it.each([
    ['0.05', '0.05'],
    ['10', '10.00'],
    ['1234567.89', '1234567.89'],
  ])('stores the reply it sends, the balance written the same (%s)', async (amount, balance) => {
    const ada = await saver(t, { walletKobo: 200_000_000n });
    const key = newKey();
    const first = await fund(ada, fromWallet(amount), key);
    expect(first.statusCode).toBe(200);
    expect(first.json().balance).toBe(balance);
    const replay = await fund(ada, fromWallet(amount), key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await keyRow(ada.id, key)).toMatchObject({ status: 'done', response_status: 200 });
  });

  it('buys shares below the minimum (no gate) and replays the purchase', async () => {
    const ada = await saver(t, { sharesKobo: 0n, walletKobo: 100_000n });
    const key = newKey();
    const first = await buyShares(ada, fromWallet('250.5'), key);
    expect(first.json()).toEqual({ success: true, message: '₦250.50 has been added to your shareholdings.', amount: '250.50', balance: '250.50', card_id: null, reference: expect.any(String) });
    expect((await buyShares(ada, fromWallet('250.5'), key)).json()).toEqual(first.json());
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.shares)).toBe(25_050n);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(74_950n);
  });

  it('stores the gate’s refusal under the key: the same 403 after the shares reach the minimum, and nothing moved', async () => {
    const ada = await saver(t, { sharesKobo: 1n, walletKobo: 100_000n });
    const key = newKey();
    const refused = await fund(ada, fromWallet('100'), key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: GATE_TEXT });
    await credit(t, ada.id, MEMBER_ACCOUNT_KIND.shares, 500_000n);
    const again = await fund(ada, fromWallet('100'), key);
    expect(again.statusCode).toBe(403);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(0n);
    expect((await fund(ada, fromWallet('100'), newKey())).statusCode).toBe(200);
  });

  it('stores the wallet’s refusal (422 with the balance) and moves nothing', async () => {
    const ada = await saver(t, { walletKobo: 4_000n });
    const key = newKey();
    const refused = await fund(ada, fromWallet('40.01'), key);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Insufficient balance: your available balance is ₦40.00');
    expect((await fund(ada, fromWallet('40.01'), key)).headers['idempotent-replayed']).toBe('true');
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(4_000n);
    expect(await keyRow(ada.id, key)).toMatchObject({ status: 'done', response_status: 422 });
  });

  it('refuses the key for another request (422) and answers 409 while another attempt holds it', async () => {
    const ada = await saver(t, { walletKobo: 100_000n });
    const key = newKey();
    expect((await fund(ada, fromWallet('5'), key)).statusCode).toBe(200);
    const other = await fund(ada, fromWallet('6'), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different request');

    const held = newKey();
    const { request_hash: hash } = await keyRow(ada.id, key);
    await t.database.db.execute(
      sql`INSERT INTO idempotency_keys (scope, key, request_hash, status, claim_token, locked_until) VALUES (${`user:${ada.id}`}, ${held}, ${hash}, 'in_flight', 'another', now() + interval '1 minute')`,
    );
    const busy = await fund(ada, fromWallet('5'), held);
    expect(busy.statusCode).toBe(409);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(500n);
  });

  it('takes over a claim whose holder died (its lock ran out) through the general path: one effect', async () => {
    const ada = await saver(t, { walletKobo: 100_000n });
    const first = newKey();
    expect((await fund(ada, fromWallet('7'), first)).statusCode).toBe(200);
    const { request_hash: hash } = await keyRow(ada.id, first);
    const orphan = newKey();
    await t.database.db.execute(
      sql`INSERT INTO idempotency_keys (scope, key, request_hash, status, claim_token, locked_until) VALUES (${`user:${ada.id}`}, ${orphan}, ${hash}, 'in_flight', 'dead', now() - interval '1 second')`,
    );
    const taken = await fund(ada, fromWallet('7'), orphan);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().balance).toBe('14.00');
    expect((await fund(ada, fromWallet('7'), orphan)).json()).toEqual(taken.json());
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(1_400n);
    expect((await ledgerCheck(t)).ok).toBe(true);
  });
});

describeOnPostgres('in one statement on PostgreSQL', () => {
  it('sends one statement for the claim, gate, transfer and stored reply', async () => {
    const ada = await saver(t, { walletKobo: 100_000n });
    expect((await fund(ada, fromWallet('1'), newKey())).statusCode).toBe(200); // the session and accounts, looked up once
    const sent: string[] = [];
    const original = pg.Client.prototype.query;
    const spy = jest.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const config = args[0] as string | { name?: string; text?: string };
      sent.push(typeof config === 'string' ? config : (config.name ?? config.text ?? ''));
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    try {
      expect((await fund(ada, fromWallet('2'), newKey())).statusCode).toBe(200);
    } finally {
      spy.mockRestore();
    }
    // the rate limiter adds its hits to the shared count once a second, so on a slow machine its upsert may fall here
    expect(sent.filter((text) => !/rate_limit_hits/.test(text))).toEqual(['wallet_payment']);
  });

  it('20 duplicates at once: one payment, and every one of them answered with it (none told to wait)', async () => {
    const ada = await saver(t, { walletKobo: 100_000n });
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => fund(ada, fromWallet('3'), key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().reference)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(300n);
    expect((await ledgerCheck(t)).ok).toBe(true);
  });
});
