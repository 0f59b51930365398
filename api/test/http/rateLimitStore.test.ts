// The PostgreSQL rate-limit store's counting (on whichever database the suite runs: the SQL is the same).
import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { DatabaseHandle } from '../../src/db/client';
import { cleanupRateLimitHits } from '../../src/http/rateLimitCleanup';
import { countHit, postgresRateLimitStore } from '../../src/http/rateLimitStore';
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

function incr(store: FastifyRateLimitStore, key: string, timeWindow = MINUTE): Promise<{ current: number; ttl: number }> {
  return new Promise((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, 5));
}

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

describe('rateLimitStoreFor', () => {
  const deps = { now: () => new Date(), log: { error: () => {} } };
  it('keeps the in-memory store on the embedded database, and fails open on PostgreSQL', () => {
    expect(rateLimitStoreFor({ ...database, kind: 'pglite' }, deps)).toEqual({});
    expect(rateLimitStoreFor({ ...database, kind: 'postgres' }, deps)).toEqual({ store: expect.any(Function), skipOnError: true });
  });
});
