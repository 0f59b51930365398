// Two administrators' screens posting the same dividend at once with one Idempotency-Key, on a real PostgreSQL
// server (PGlite runs one statement at a time and would serialise the race away, so this file is skipped there).
import { eq } from 'drizzle-orm';
import { dividends, ledgerTransfers } from '../../src/db/schema';
import { describeOnPostgres, usingPostgres } from '../helpers/testDatabase';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, balanceOf, call, ledgerCheck, member, newKey } from '../wallet/support/money';
import { deposit } from './support';

let t: TestApp;
beforeAll(async () => {
  if (usingPostgres) t = await createTestApp();
});
afterAll(async () => {
  if (usingPostgres) await t.close();
});

describeOnPostgres('concurrent dividend posts (PostgreSQL, through HTTP)', () => {
  it('the same dividend posted 10 times at once with one Idempotency-Key posts once', async () => {
    const boss = await admin(t);
    const holders = [await member(t), await member(t)];
    await deposit(t, holders[0], 1_000_00n);
    await deposit(t, holders[1], 3_000_00n);
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 10 }, () => call(t, boss, 'POST', '/api/admin/dividends', { amount: '400', note: 'Race' }, { key })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(new Set(ok.map((r) => r.json().dividend.id)).size).toBe(1);
    expect(await t.database.db.select().from(dividends)).toHaveLength(1);
    expect(await t.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.kind, 'dividend'))).toHaveLength(2);
    expect(await balanceOf(t, holders[0])).toBe('100.00');
    expect(await balanceOf(t, holders[1])).toBe('300.00');
    expect((await ledgerCheck(t)).ok).toBe(true);
  });
});
