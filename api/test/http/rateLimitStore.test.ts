// The PostgreSQL rate-limit store's counting (on whichever database the suite runs: the SQL is the same).
import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { DatabaseHandle } from '../../src/db/client';
import { cleanupRateLimitHits } from '../../src/http/rateLimitCleanup';
import { LOCAL_BATCH_DIVISOR, SHARED_COUNT_MAX_AGE_MS, countHit, postgresRateLimitStore } from '../../src/http/rateLimitStore';
import { rateLimitStoreFor } from '../../src/http/rateLimitStoreFor';
import { queryRows } from '../../src/ledger/sql';
import { openTestDatabase } from '../helpers/testDatabase';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const MINUTE = 60_000;
const start = new Date('2026-03-02T09:00:00.000Z');
const at = (ms: number) => ({ db: database.db, now: () => new Date(start.getTime() + ms) });

function incr(store: FastifyRateLimitStore, key: string, timeWindow = MINUTE, max = 5): Promise<{ current: number; ttl: number }> {
  return new Promise((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, max));
}

const sharedCount = async (like: string) =>
  (await queryRows<{ count: number }>(database.db, sql`SELECT count FROM rate_limit_hits WHERE key LIKE ${like}`)).reduce((sum, row) => sum + Number(row.count), 0);

describe('countHit', () => {
  it('counts within a window, with the time left, and starts again once it has ended', async () => {
    expect(await countHit(at(0), 'k:rollover', MINUTE)).toEqual({ current: 1, ttl: MINUTE });
    expect(await countHit(at(10_000), 'k:rollover', MINUTE)).toEqual({ current: 2, ttl: 50_000 });
    expect(await countHit(at(59_999), 'k:rollover', MINUTE)).toEqual({ current: 3, ttl: 1 });
    expect(await countHit(at(MINUTE), 'k:rollover', MINUTE)).toEqual({ current: 1, ttl: MINUTE });
    expect(await countHit(at(MINUTE + 5), 'k:rollover', MINUTE)).toEqual({ current: 2, ttl: MINUTE - 5 });
  });

  it('keeps keys apart', async () => {
    await countHit(at(0), 'k:a', MINUTE);
    await countHit(at(0), 'k:a', MINUTE);
    expect((await countHit(at(0), 'k:b', MINUTE)).current).toBe(1);
  });
});

describe('cleanupRateLimitHits', () => {
  it('deletes the rows whose window has ended and keeps the others', async () => {
    await countHit(at(0), 'k:old-1', MINUTE);
    await countHit(at(0), 'k:old-2', MINUTE);
    await countHit(at(30_000), 'k:live', MINUTE);
    const deleted = await cleanupRateLimitHits(database.db, at(MINUTE).now(), { batch: 1 });
    expect(deleted).toBeGreaterThanOrEqual(2);
    const keys = (await queryRows<{ key: string }>(database.db, sql`SELECT key FROM rate_limit_hits WHERE key LIKE 'k:%'`)).map((r) => r.key);
    expect(keys).toContain('k:live');
    expect(keys).not.toContain('k:old-1');
    expect(keys).not.toContain('k:old-2');
  });
});

describe('postgresRateLimitStore', () => {
  const log = { error: jest.fn() };
  const Store = () => new (postgresRateLimitStore({ db: database.db, now: () => new Date(), log }))({});

  it("counts each route's limiter apart, and stores no address or e-mail", async () => {
    const root = Store();
    const login = root.child({ routeInfo: { method: 'POST', url: '/api/auth/login' } } as never);
    const recovery = root.child({ routeInfo: { method: 'POST', url: '/api/auth/recovery' } } as never);
    const key = '10.9.8.7|ada@example.com';
    expect((await incr(login, key)).current).toBe(1);
    expect((await incr(login, key)).current).toBe(2);
    expect((await incr(recovery, key)).current).toBe(1);
    expect((await incr(root, key)).current).toBe(1);
    const stored = (await queryRows<{ key: string }>(database.db, sql`SELECT key FROM rate_limit_hits`)).map((r) => r.key).join(' ');
    expect(stored).toContain('POST /api/auth/login|');
    expect(stored).not.toContain('10.9.8.7');
    expect(stored).not.toContain('ada@example.com');
  });

  it('names limiters without a route by creation order, the same in every instance', async () => {
    const first = Store().child({ routeInfo: {} } as never);
    const again = Store().child({ routeInfo: {} } as never);
    expect((await incr(first, 'x')).current).toBe(1);
    expect((await incr(again, 'x')).current).toBe(2);
  });

  it('hands a database failure to the plugin (which lets the request through) and logs it', async () => {
    const failing = { execute: () => Promise.reject(new Error('connection refused')) };
    const store = new (postgresRateLimitStore({ db: failing as never, now: () => new Date(), log }))({});
    await expect(incr(store, 'x')).rejects.toThrow('connection refused');
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ limiter: 'global' }), 'rate limit store failed: request let through');
  });
});

describe('postgresRateLimitStore: a busy key far from its limit', () => {
  const log = { error: jest.fn() };
  let offset = 0;
  const clock = () => new Date(start.getTime() + offset);
  const Store = (name: string) => new (postgresRateLimitStore({ db: database.db, now: clock, log }))({}).child({ routeInfo: { method: 'GET', url: name } } as never);
  beforeEach(() => {
    offset = 0;
  });

  it('is counted here between reads of the shared count, which get the hits added in one upsert', async () => {
    const store = Store('/busy');
    const currents: number[] = [];
    for (let i = 0; i < 10; i += 1) currents.push((await incr(store, 'a', MINUTE, 1000)).current);
    expect(currents).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await sharedCount('GET /busy|%')).toBe(1);
    offset = SHARED_COUNT_MAX_AGE_MS;
    expect(await incr(store, 'a', MINUTE, 1000)).toEqual({ current: 11, ttl: MINUTE - SHARED_COUNT_MAX_AGE_MS });
    expect(await sharedCount('GET /busy|%')).toBe(11);
  });

  it('adds its hits before it holds max/LOCAL_BATCH_DIVISOR of them', async () => {
    const store = Store('/batch');
    const max = 10 * LOCAL_BATCH_DIVISOR;
    for (let i = 0; i < 25; i += 1) await incr(store, 'a', MINUTE, max);
    // read at hits 1, 11 and 21: never more than 9 answered here unseen
    expect(await sharedCount('GET /batch|%')).toBe(21);
  });

  it('is counted in the database on every hit under a small limit', async () => {
    const store = Store('/small');
    for (let i = 0; i < 4; i += 1) await incr(store, 'a', MINUTE, LOCAL_BATCH_DIVISOR - 1);
    expect(await sharedCount('GET /small|%')).toBe(4);
  });

  it('lets through at most max/LOCAL_BATCH_DIVISOR more than its limit across two instances', async () => {
    const a = Store('/shared');
    const b = Store('/shared');
    const max = 100;
    let allowed = 0;
    for (let i = 0; i < 2 * max; i += 1) {
      const { current } = await incr(i % 2 === 0 ? a : b, 'a', MINUTE, max);
      if (current <= max) allowed += 1;
    }
    expect(allowed).toBeGreaterThanOrEqual(max);
    expect(allowed).toBeLessThanOrEqual(max + max / LOCAL_BATCH_DIVISOR);
  });

  it('starts a new window with a fresh shared count', async () => {
    const store = Store('/window');
    for (let i = 0; i < 3; i += 1) await incr(store, 'a', MINUTE, 1000);
    offset = MINUTE;
    expect(await incr(store, 'a', MINUTE, 1000)).toEqual({ current: 1, ttl: MINUTE });
  });
});

describe('rateLimitStoreFor', () => {
  const deps = { now: () => new Date(), log: { error: () => {} } };
  it('keeps the in-memory store on the embedded database, and fails open on PostgreSQL', () => {
    expect(rateLimitStoreFor({ ...database, kind: 'pglite' }, deps)).toEqual({});
    expect(rateLimitStoreFor({ ...database, kind: 'postgres' }, deps)).toEqual({ store: expect.any(Function), skipOnError: true });
  });
});
