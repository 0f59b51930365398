import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '../../src/db/client';
import { badRequest, conflict } from '../../src/http/errors';
import { cleanupIdempotencyKeys, withIdempotency, type IdempotentReply } from '../../src/idempotency';
import { SOCIETY_ACCOUNT_KIND, accountBalance, societyAccount, transfer } from '../../src/ledger';
import { openTestDatabase } from '../helpers/testDatabase';
import { count, fundWallet, insertMember, rawRows, ref, rejection } from '../ledger/support/fixtures';

let database: DatabaseHandle;
let member: number;
let wallet: number;
let fees: number;
const db = () => database.db;
let n = 0;
const newKey = () => `key-${Date.now()}-${++n}`;

beforeAll(async () => {
  database = await openTestDatabase();
  member = await insertMember(db());
  wallet = await fundWallet(db(), member, 1_000_000n);
  fees = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.feeIncome);
});
afterAll(() => database.close());

/** a money-moving handler that counts its runs */
function charge(kobo: bigint, runs: { count: number }) {
  return async (tx: Transaction): Promise<IdempotentReply<{ success: boolean; message: string; reference: string }>> => {
    runs.count += 1;
    const t = await transfer(tx, { reference: ref('FEE'), kind: 'fee', userId: member, description: 'fee', postings: [{ accountId: wallet, amount: -kobo }, { accountId: fees, amount: kobo }] });
    return { status: 201, body: { success: true, message: 'Charged', reference: t.reference } };
  };
}

const claim = (key: string, requestHash = 'hash-a') => ({ scope: `user:${member}`, key, requestHash });

describe('withIdempotency', () => {
  it('runs once and replays the stored reply for the same key and request', async () => {
    const runs = { count: 0 };
    const key = newKey();
    const before = await accountBalance(db(), wallet);
    const first = await withIdempotency(db(), claim(key), charge(100n, runs));
    expect(first).toMatchObject({ status: 201, replayed: false, body: { success: true, message: 'Charged' } });
    const second = await withIdempotency(db(), claim(key), charge(100n, runs));
    expect(second).toEqual({ ...first, replayed: true });
    expect(runs.count).toBe(1);
    expect(await accountBalance(db(), wallet)).toBe(before - 100n);
    const [row] = await rawRows(db(), sql`SELECT status, response_status, locked_until FROM idempotency_keys WHERE key = ${key}`);
    expect(row).toMatchObject({ status: 'done', response_status: 201, locked_until: null });
  });

  it('answers 422 when the key was used for a different request', async () => {
    const runs = { count: 0 };
    const key = newKey();
    await withIdempotency(db(), claim(key, 'hash-a'), charge(100n, runs));
    const error = await rejection(withIdempotency(db(), claim(key, 'hash-b'), charge(100n, runs)));
    expect(error).toMatchObject({ statusCode: 422, message: 'This Idempotency-Key was already used for a different request' });
    expect(runs.count).toBe(1);
  });

  it('keeps keys apart per scope', async () => {
    const runs = { count: 0 };
    const key = newKey();
    await withIdempotency(db(), claim(key), charge(100n, runs));
    const other = await withIdempotency(db(), { ...claim(key), scope: 'user:someone-else' }, charge(100n, runs));
    expect(other.replayed).toBe(false);
    expect(runs.count).toBe(2);
  });

  it('answers 409 while another attempt holds the key, and takes over a claim whose lock has expired', async () => {
    const key = newKey();
    // another process claimed it a moment ago
    await db().execute(sql`INSERT INTO idempotency_keys (scope, key, request_hash, status, claim_token, locked_until)
      VALUES (${`user:${member}`}, ${key}, 'hash-a', 'in_flight', 'other-process', now() + interval '1 minute')`);
    const runs = { count: 0 };
    const error = await rejection(withIdempotency(db(), claim(key), charge(100n, runs)));
    expect(error).toMatchObject({ statusCode: 409, message: 'This request is still being processed, please wait' });
    // …and died: its lock runs out
    await db().execute(sql`UPDATE idempotency_keys SET locked_until = now() - interval '1 second' WHERE key = ${key}`);
    const taken = await withIdempotency(db(), claim(key), charge(100n, runs));
    expect(taken).toMatchObject({ status: 201, replayed: false });
    expect(runs.count).toBe(1);
    // a different request under that expired key is still refused
    const expired = newKey();
    await db().execute(sql`INSERT INTO idempotency_keys (scope, key, request_hash, status, claim_token, locked_until)
      VALUES (${`user:${member}`}, ${expired}, 'hash-z', 'in_flight', 'dead', now() - interval '1 second')`);
    expect(await rejection(withIdempotency(db(), claim(expired), charge(1n, runs)))).toMatchObject({ statusCode: 422 });
  });

  it('releases the claim when the handler throws unexpectedly, so a retry runs', async () => {
    const key = newKey();
    const before = await accountBalance(db(), wallet);
    const failing = async (tx: Transaction): Promise<IdempotentReply> => {
      await charge(500n, { count: 0 })(tx);
      throw new Error('provider unreachable');
    };
    await expect(withIdempotency(db(), claim(key), failing)).rejects.toThrow('provider unreachable');
    expect(await accountBalance(db(), wallet)).toBe(before);
    expect(await rawRows(db(), sql`SELECT 1 FROM idempotency_keys WHERE key = ${key}`)).toHaveLength(0);
    const runs = { count: 0 };
    const retry = await withIdempotency(db(), claim(key), charge(500n, runs));
    expect(retry.replayed).toBe(false);
    expect(runs.count).toBe(1);
    expect(await accountBalance(db(), wallet)).toBe(before - 500n);
  });

  it('stores a thrown business refusal (4xx) without its writes, and replays it', async () => {
    const key = newKey();
    const before = await accountBalance(db(), wallet);
    const transfers = await count(db(), 'ledger_transfers');
    let runs = 0;
    const refusing = async (tx: Transaction): Promise<IdempotentReply> => {
      runs += 1;
      await charge(700n, { count: 0 })(tx);
      throw badRequest('Insufficient balance', { code: 'low' });
    };
    const first = await withIdempotency(db(), claim(key), refusing);
    expect(first).toEqual({ status: 400, body: { success: false, message: 'Insufficient balance', code: 'low' }, replayed: false });
    expect(await accountBalance(db(), wallet)).toBe(before);
    expect(await count(db(), 'ledger_transfers')).toBe(transfers);
    const again = await withIdempotency(db(), claim(key), refusing);
    expect(again).toEqual({ ...first, replayed: true });
    expect(runs).toBe(1);
  });

  it('stores a returned 4xx reply too', async () => {
    const key = newKey();
    const reply = { status: 422, body: { success: false, message: 'The amount is above your limit' } };
    let runs = 0;
    const handler = async () => {
      runs += 1;
      return reply;
    };
    expect(await withIdempotency(db(), claim(key), handler)).toEqual({ ...reply, replayed: false });
    expect(await withIdempotency(db(), claim(key), handler)).toEqual({ ...reply, replayed: true });
    expect(runs).toBe(1);
  });

  it('does not store transient refusals (409, 429): the claim is released', async () => {
    const key = newKey();
    await expect(withIdempotency(db(), claim(key), async () => Promise.reject(conflict('Busy')))).rejects.toMatchObject({ statusCode: 409 });
    expect(await rawRows(db(), sql`SELECT 1 FROM idempotency_keys WHERE key = ${key}`)).toHaveLength(0);
  });

  it('commits the reply with the money: when the transaction fails at commit time, neither is kept', async () => {
    const key = newKey();
    const before = await accountBalance(db(), wallet);
    // a deferred constraint that fails at COMMIT, after the handler and the "done" update ran
    await db().execute(sql`CREATE TABLE IF NOT EXISTS commit_breaker (id int PRIMARY KEY, ref int REFERENCES commit_breaker (id) DEFERRABLE INITIALLY DEFERRED)`);
    const handler = async (tx: Transaction): Promise<IdempotentReply> => {
      await charge(300n, { count: 0 })(tx);
      await tx.execute(sql`INSERT INTO commit_breaker (id, ref) VALUES (1, 999)`);
      return { status: 201, body: { success: true } };
    };
    await expect(withIdempotency(db(), claim(key), handler)).rejects.toThrow();
    expect(await accountBalance(db(), wallet)).toBe(before);
    expect(await rawRows(db(), sql`SELECT 1 FROM idempotency_keys WHERE key = ${key}`)).toHaveLength(0);
  });
});

describe('cleanupIdempotencyKeys', () => {
  it('deletes done keys older than 7 days and long-abandoned claims, nothing else', async () => {
    const scope = 'cleanup-test';
    const rows: Array<[string, string, string, string | null]> = [
      ['old-done', 'done', '8 days', null],
      ['new-done', 'done', '6 days', null],
      ['old-abandoned', 'in_flight', '9 days', '8 days'],
      ['old-but-locked', 'in_flight', '9 days', '-1 hour'],
      ['new-flight', 'in_flight', '1 minute', '-1 minute'],
    ];
    for (const [key, status, age, lockAge] of rows) {
      await db().execute(sql`INSERT INTO idempotency_keys (scope, key, request_hash, status, response_status, created_at, locked_until)
        VALUES (${scope}, ${key}, 'h', ${status}, ${status === 'done' ? 200 : null}, now() - ${age}::interval, ${lockAge ? sql`now() - ${lockAge}::interval` : null})`);
    }
    expect(await cleanupIdempotencyKeys(db(), new Date(), { batch: 1 })).toBe(2);
    const left = await rawRows<{ key: string }>(db(), sql`SELECT key FROM idempotency_keys WHERE scope = ${scope} ORDER BY key`);
    expect(left.map((r) => r.key)).toEqual(['new-done', 'new-flight', 'old-but-locked']);
  });
});
