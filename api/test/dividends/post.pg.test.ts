// Administrators' screens racing on a dividend, on a real PostgreSQL server (PGlite runs one statement at a time and
// would serialise the race away, so this file is skipped there): one declaration proposed 10 times at once with one
// Idempotency-Key, one proposal approved by 10 administrators at once, and two declarations that each fit the pool
// approved at once.
import { eq } from 'drizzle-orm';
import { adminProposals, dividends, ledgerTransfers } from '../../src/db/schema';
import { SOCIETY_ACCOUNT_KIND } from '../../src/ledger';
import { describeOnPostgres, usingPostgres } from '../helpers/testDatabase';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, balanceOf, call, ledgerCheck, member, newKey, type Member } from '../wallet/support/money';
import { approve, earn, societyKobo } from '../back-office/proposalSupport';
import { deposit } from './support';

let t: TestApp;
beforeAll(async () => {
  if (usingPostgres) t = await createTestApp();
});
afterAll(async () => {
  if (usingPostgres) await t.close();
});

async function fundPool(maker: Member, checker: Member, kobo: bigint): Promise<void> {
  await earn(t, SOCIETY_ACCOUNT_KIND.feeIncome, kobo);
  const proposed = await call(t, maker, 'POST', '/api/admin/dividends/fund', { amount: (Number(kobo) / 100).toFixed(2), source: 'fee_income', note: 'Race' }, { key: true });
  expect((await approve(t, checker, proposed.json().proposal.id)).statusCode).toBe(200);
}

describeOnPostgres('concurrent dividends (PostgreSQL, through HTTP)', () => {
  it('one declaration proposed 10 times at once with one key is one proposal; approved by 10 administrators at once it pays once', async () => {
    const boss = await admin(t);
    const checkers = await Promise.all(Array.from({ length: 10 }, () => admin(t)));
    const holders = [await member(t, { memberStatus: true }), await member(t, { memberStatus: true })];
    await deposit(t, holders[0], 1_000_00n);
    await deposit(t, holders[1], 3_000_00n);
    await fundPool(boss, checkers[0], 400_00n);
    const key = newKey();
    const proposed = await Promise.all(Array.from({ length: 10 }, () => call(t, boss, 'POST', '/api/admin/dividends', { amount: '400', note: 'Race' }, { key })));
    expect(proposed.every((r) => r.statusCode === 202 || r.statusCode === 409)).toBe(true);
    const ids = new Set(proposed.filter((r) => r.statusCode === 202).map((r) => r.json().proposal.id));
    expect(ids.size).toBe(1);
    expect(await t.database.db.select().from(adminProposals).where(eq(adminProposals.kind, 'dividend_declaration'))).toHaveLength(1);

    const [id] = [...ids];
    const approvals = await Promise.all(checkers.map((c) => approve(t, c, id)));
    expect(approvals.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await t.database.db.select().from(dividends)).toHaveLength(1);
    expect(await t.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.kind, 'dividend'))).toHaveLength(2);
    expect(await balanceOf(t, holders[0])).toBe('100.00');
    expect(await balanceOf(t, holders[1])).toBe('300.00');
    expect(await societyKobo(t, SOCIETY_ACCOUNT_KIND.dividendPool)).toBe(0n);
    expect((await ledgerCheck(t)).ok).toBe(true);
  });

  it('two declarations that each fit the pool, approved at once: one pays, the other is refused, the pool never negative', async () => {
    const [maker, first, second] = [await admin(t), await admin(t), await admin(t)];
    const holder = await member(t, { memberStatus: true });
    await deposit(t, holder, 1_000_00n);
    const poolBefore = await societyKobo(t, SOCIETY_ACCOUNT_KIND.dividendPool);
    await fundPool(maker, first, 300_00n);
    const a = (await call(t, maker, 'POST', '/api/admin/dividends', { amount: '200', note: 'Half A' }, { key: true })).json().proposal.id;
    const b = (await call(t, maker, 'POST', '/api/admin/dividends', { amount: '200', note: 'Half B' }, { key: true })).json().proposal.id;
    const results = await Promise.all([approve(t, first, a), approve(t, second, b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.statusCode === 422)!.json().message).toBe(`The dividend pool holds ₦${((Number(poolBefore) + 10_000) / 100).toFixed(2)}: fund it before declaring more`);
    expect(await societyKobo(t, SOCIETY_ACCOUNT_KIND.dividendPool)).toBe(poolBefore + 100_00n);
    expect((await ledgerCheck(t)).ok).toBe(true);
  });
});
