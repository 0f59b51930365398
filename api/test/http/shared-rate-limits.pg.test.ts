// Two API instances on one PostgreSQL database share their rate limits: requests split between them are refused
// at the configured total, and the store's upsert counts every one of many simultaneous hits exactly once.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { BANK_RESOLVE_PER_HOUR } from '../../src/http/costlyCallLimits';
import { countHit } from '../../src/http/rateLimitStore';
import { queryRows } from '../../src/ledger/sql';
import { post } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { describeOnPostgres, openTestDatabase } from '../helpers/testDatabase';
import { createUser } from '../helpers/users';

describeOnPostgres('rate limits shared between API instances (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  const limits = { RATE_LIMIT_AUTH_PER_MINUTE: 4, RATE_LIMIT_AUTH_ADDRESS_PER_MINUTE: 6, RATE_LIMIT_GLOBAL_PER_MINUTE: 5 };
  beforeAll(async () => {
    database = await openTestDatabase();
    a = await createTestApp(limits, { database });
    b = await createTestApp(limits, { database });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });
  const instance = (i: number) => (i % 2 === 0 ? a : b);

  it('sign-in attempts for one account from one address, alternating instances: the fifth is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await post(instance(i), '/api/auth/login', { email: 'ada@example.com', password: 'Wrong#123' }, { 'x-forwarded-for': '10.20.0.1' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('the address ceiling counts on both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push((await post(instance(i), '/api/auth/login', { email: `spray${i}@example.com`, password: 'Wrong#123' }, { 'x-forwarded-for': '10.20.0.2' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('the global limit per address counts on both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await instance(i).app.inject({ url: '/api/banks', headers: { 'x-forwarded-for': '10.20.0.3' } })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("a member's bank/resolve allowance is shared by both instances", async () => {
    const member = await createUser(a);
    const resolve = (i: number) => instance(i).app.inject({ url: '/api/bank/resolve?account_number=0123456784&bank_code=044', headers: member.headers });
    for (let i = 0; i < BANK_RESOLVE_PER_HOUR; i += 1) expect((await resolve(i)).statusCode).toBe(200);
    expect((await resolve(BANK_RESOLVE_PER_HOUR)).statusCode).toBe(429);
  });

  it('counts 60 simultaneous hits on one key exactly once each', async () => {
    const now = () => new Date();
    const counts = await Promise.all(Array.from({ length: 60 }, () => countHit({ db: database.db, now }, 'concurrent', 60_000)));
    expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    const [row] = await queryRows<{ count: number }>(database.db, sql`SELECT count FROM rate_limit_hits WHERE key = 'concurrent'`);
    expect(Number(row.count)).toBe(60);
  });
});
