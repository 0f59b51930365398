// Secrets never reach the idempotency table: the request hash is an HMAC under the server's key over the body
// without its secret fields, and a refused PIN frees the key so the corrected retry can still succeed.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { idempotencyKeys } from '../../src/db/schema';
import { canonicalJson, requestHashOf } from '../../src/idempotency';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { productionEnv } from '../helpers/productionEnv';
import { PASSWORD, balanceOf, call, newKey, type Member } from '../wallet/support/money';
import { fundedMember, withdrawalPin } from '../withdrawals/support/withdrawer';

const KEY = 'a-test-hash-key-of-at-least-32-characters';
const URL = '/api/paystackWithdrawalToBank';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_TRANSFER_DELAY_MS: 100 });
});
afterAll(() => t.close());

const withdraw = (user: Member, body: Record<string, unknown>, key: string, app?: FastifyInstance) =>
  call(app ? { ...t, app } : t, user, 'POST', URL, body, { key });

async function keyRow(key: string) {
  const [row] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return row;
}

/** the old formula: a plain SHA-256 of method, path and the body with its secrets */
const oldHash = (body: unknown) => crypto.createHash('sha256').update(`POST ${URL}?\n`).update(`json:${canonicalJson(body)}`).digest('hex');

describe('requestHashOf', () => {
  const base = { method: 'POST', url: URL, body: { amount: '100', password: 'Secret#123', withdrawal_pin: '123456' } };

  it('leaves the secret fields out, at every depth', () => {
    const h = requestHashOf(base, KEY);
    expect(requestHashOf({ ...base, body: { ...base.body, password: 'other', withdrawal_pin: '654321' } }, KEY)).toBe(h);
    expect(requestHashOf({ ...base, body: { amount: '100' } }, KEY)).toBe(h);
    const nested = (secret: string) => ({ ...base, body: { amount: '100', card: { cvv: secret, card_number: secret, name: 'A' }, list: [{ pin: secret, token: secret }] } });
    expect(requestHashOf(nested('111'), KEY)).toBe(requestHashOf(nested('999'), KEY));
  });

  it('is the same hash it has always been (keys stored before a release must still match their retries after it)', () => {
    const cases: Array<[{ method: string; url: string; body?: unknown }, string]> = [
      [{ method: 'POST', url: '/api/savingsFunds', body: { amount: 100000n, date_time: '', payment_method: 'Wallet', save_card: false, paystack_id: '', card_id: '', password: 'x' } }, '31c777ff7c37b2f4942a29c526c1afab72251a017c459e98763d784ad4f48840'],
      [{ method: 'post', url: '/api/x?b=2&token=abc&a=1', body: { z: [1, { pin: '1', y: null, x: undefined }, undefined], a: { card_number: '4', when: new Date(0), n: 1.5, s: 'é"\\' }, u: undefined } }, '962ff00fa73c323439512087637df464df86dc5c782d34b782f1b315fa9c535b'],
      [{ method: 'GET', url: '/api/y?token=t' }, '70c6aadddfd05c20d281a9abf8f7f61b30cf650a47ec414648b2d651368b9bb7'],
      [{ method: 'PUT', url: '/api/upload', body: Buffer.from('abc') }, '332327b6d631b92eeb23b107836083b86a66bc1d412e629b34f5dab249e82742'],
      [{ method: 'POST', url: '/api/z', body: [{ b: 1, a: 2 }, 'x', null] }, '2655b66ac10a5ff3e320c08a687d225d0d66d8ad6b56fbc5fa063d0df0951abf'],
    ];
    for (const [request, hash] of cases) expect(requestHashOf(request, KEY)).toBe(hash);
    expect(canonicalJson({ b: [1, undefined, { d: undefined, c: 2n }], a: new Date(1) })).toBe('{"a":"1970-01-01T00:00:00.001Z","b":[1,null,{"c":"2"}]}');
  });

  it('tells apart bodies differing in a non-secret field, and depends on the server key', () => {
    const h = requestHashOf(base, KEY);
    expect(requestHashOf({ ...base, body: { ...base.body, amount: '101' } }, KEY)).not.toBe(h);
    expect(requestHashOf(base, `${KEY}-other`)).not.toBe(h);
    expect(h).not.toBe(oldHash(base.body));
  });
});

describe('withdrawal step 2', () => {
  it('stores neither the password nor the PIN nor a plain SHA-256 of the request', async () => {
    const ada = await fundedMember(t);
    const pin = await withdrawalPin(t, ada, '100');
    const body = { password: PASSWORD, amount: '100', withdrawal_pin: pin };
    const key = newKey();
    expect((await withdraw(ada, body, key)).statusCode).toBe(200);

    const row = await keyRow(key);
    expect(row.status).toBe('done');
    const stored = `${row.requestHash} ${JSON.stringify(row.responseBody)}`;
    const parsed = { ...body, amount: 10_000n }; // the body as the route sees it: the amount in kobo
    for (const secret of [PASSWORD, pin, oldHash(body), oldHash(parsed)]) expect(stored).not.toContain(secret);
    expect(row.requestHash).toBe(requestHashOf({ method: 'POST', url: URL, body: parsed }, t.config.IDEMPOTENCY_HASH_KEY));
  });

  it('lets the member correct a wrong PIN and retry under the same key', async () => {
    const ada = await fundedMember(t);
    const pin = await withdrawalPin(t, ada, '100');
    const wrong = pin === '000000' ? '111111' : '000000';
    const key = newKey();

    const refused = await withdraw(ada, { password: PASSWORD, amount: '100', withdrawal_pin: wrong }, key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/not correct/);
    expect(await keyRow(key)).toBeUndefined();

    const corrected = await withdraw(ada, { password: PASSWORD, amount: '100', withdrawal_pin: pin }, key);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    expect(await balanceOf(t, ada)).toBe('9900.00');

    const again = await withdraw(ada, { password: PASSWORD, amount: '100', withdrawal_pin: pin }, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().withdrawal.id).toBe(corrected.json().withdrawal.id);
  });

  it('hashes the same request the same after a restart with the same config: the retry is replayed', async () => {
    const ada = await fundedMember(t);
    const pin = await withdrawalPin(t, ada, '100');
    const body = { password: PASSWORD, amount: '100', withdrawal_pin: pin };
    const key = newKey();
    const first = await withdraw(ada, body, key);
    expect(first.statusCode).toBe(200);

    const config = loadConfig({ NODE_ENV: 'test', DEV_MODE: 'true', LOG_LEVEL: 'silent', IDEMPOTENCY_HASH_KEY: t.config.IDEMPOTENCY_HASH_KEY } as NodeJS.ProcessEnv, { JOBS_ENABLED: false });
    const restarted = await buildApp({ config, database: t.database, logger: false });
    await restarted.ready();
    try {
      const again = await withdraw(ada, body, key, restarted);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().withdrawal.id).toBe(first.json().withdrawal.id);
    } finally {
      await restarted.close();
    }
    expect(await balanceOf(t, ada)).toBe('9900.00');
  });
});

describe('IDEMPOTENCY_HASH_KEY', () => {
  it('has a development default that production refuses', () => {
    expect(loadConfig({ NODE_ENV: 'development' } as NodeJS.ProcessEnv).IDEMPOTENCY_HASH_KEY).toBeTruthy();
    expect(() => loadConfig({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)).toThrow(/IDEMPOTENCY_HASH_KEY/);
    const own = 'our-own-production-idempotency-key-0123456789';
    expect(loadConfig(productionEnv({ IDEMPOTENCY_HASH_KEY: own })).IDEMPOTENCY_HASH_KEY).toBe(own);
  });
});
