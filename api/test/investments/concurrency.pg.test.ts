// Investment races on a real PostgreSQL server (PGlite runs one statement at a time, so this file is skipped there):
// 50 members buying the last 5 units at once (exactly 5 sold, the rest refused, the pool holding 5 slots' price);
// a maturity payout stopped midway and restarted as two runs at once, and three runs started together: each
// holding is paid exactly once (one ledger transfer per holding, by reference) and the ledger still balances.
import { MEMBER_ACCOUNT_KIND } from '../../src/ledger';
import { runPayout } from '../../src/modules/investments';
import { payoutReference } from '../../src/modules/investments/payout';
import { describeOnPostgres, usingPostgres } from '../helpers/testDatabase';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { kobo, saver } from '../savings/support/savings';
import { admin, ledgerCheck, type Member } from '../wallet/support/money';
import { buy, dayFromToday, holdingsOf, investmentRow, offerInvestment, poolKobo, transfersWithReference } from './support/investments';

const MEMBERS = 50;
const WALLET_KOBO = 1_000_000n;
/** the offer's defaults: ₦1,000 a slot, ₦150 returns a slot */
const PRICE_KOBO = 100_000n;
const RETURNS_KOBO = 15_000n;

let t: TestApp;
let boss: Member;
let members: Member[];
beforeAll(async () => {
  if (!usingPostgres) return;
  t = await createTestApp();
  boss = await admin(t);
  members = [];
  for (let i = 0; i < MEMBERS; i += 1) members.push(await saver(t, { walletKobo: WALLET_KOBO }));
}, 120_000);
afterAll(async () => {
  if (usingPostgres) await t.close();
});

/** noon (Lagos) on the maturity date the offers get by default */
const maturityNoon = () => new Date(`${dayFromToday(t, 2)}T11:00:00Z`);

/** an investment every member holds one slot of */
async function heldByAll(): Promise<number> {
  const inv = await offerInvestment(t, boss, { units: String(MEMBERS) });
  for (const m of members) {
    const res = await buy(t, m, 'market', inv.id, 1);
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  return inv.id;
}

async function expectEachHoldingPaidOnce(investmentId: number): Promise<void> {
  const holdings = await holdingsOf(t, investmentId);
  expect(holdings).toHaveLength(MEMBERS);
  for (const h of holdings) {
    expect(h.paidOutAt).not.toBeNull();
    expect([h.id, await transfersWithReference(t, payoutReference(h.id))]).toEqual([h.id, 1]);
  }
  expect(await poolKobo(t, investmentId)).toBe(0n);
  expect(await investmentRow(t, investmentId)).toMatchObject({ status: 'paid' });
}

const wallets = () => Promise.all(members.map((m) => kobo(t, m.id, MEMBER_ACCOUNT_KIND.wallet)));

describeOnPostgres('concurrent investments (PostgreSQL)', () => {
  it('50 members racing for the last 5 units: exactly 5 sold, 45 refused, none left, the pool holds 5 slots', async () => {
    const inv = await offerInvestment(t, boss, { investment_type: 'Last Slots Farm', units: '5' });
    const before = await wallets();
    const results = await Promise.all(members.map((m) => buy(t, m, 'market', inv.id, 1, '1000', { key: true })));
    for (const r of results) if (r.statusCode >= 500) throw new Error(`a purchase failed: ${r.statusCode} ${r.body}`);
    const sold = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(sold).toHaveLength(5);
    expect(refused).toHaveLength(MEMBERS - 5);
    for (const r of refused) {
      expect([409, 422]).toContain(r.statusCode);
      expect(r.json().message).toMatch(/^(Last Slots Farm is sold out|Only \d slots? (is|are) left in Last Slots Farm)$/);
    }
    expect((await investmentRow(t, inv.id)).unitRemaining).toBe(0);
    expect(await holdingsOf(t, inv.id)).toHaveLength(5);
    expect(await poolKobo(t, inv.id)).toBe(5n * PRICE_KOBO);
    const after = await wallets();
    const debited = before.reduce((sum, b, i) => sum + (b - after[i]), 0n);
    expect(debited).toBe(5n * PRICE_KOBO);
    expect(after.filter((w, i) => w !== before[i])).toHaveLength(5);
    expect(await ledgerCheck(t)).toMatchObject({ ok: true, negative_member_accounts: [] });
  }, 120_000);

  it('a payout stopped midway, then restarted as two runs at once, pays each holder exactly once', async () => {
    const id = await heldByAll();
    const before = await wallets();
    const at = maturityNoon();
    expect(await runPayout(t.database.db, id, at, { maxHoldings: 17 })).toEqual({ paid: 17, remaining: MEMBERS - 17, status: 'paying' });
    const restarts = await Promise.all([runPayout(t.database.db, id, at), runPayout(t.database.db, id, at)]);
    expect(restarts[0].paid + restarts[1].paid).toBe(MEMBERS - 17);
    await expectEachHoldingPaidOnce(id);
    const after = await wallets();
    for (let i = 0; i < MEMBERS; i += 1) expect(after[i] - before[i]).toBe(PRICE_KOBO + RETURNS_KOBO);
    expect(await ledgerCheck(t)).toMatchObject({ ok: true, negative_member_accounts: [] });
  }, 120_000);

  it('three runs started together pay each holder exactly once between them', async () => {
    const id = await heldByAll();
    const before = await wallets();
    const at = maturityNoon();
    const runs = await Promise.all([runPayout(t.database.db, id, at), runPayout(t.database.db, id, at), runPayout(t.database.db, id, at)]);
    expect(runs.reduce((sum, r) => sum + r.paid, 0)).toBe(MEMBERS);
    await expectEachHoldingPaidOnce(id);
    expect(await runPayout(t.database.db, id, at)).toEqual({ paid: 0, remaining: 0, status: 'paid' });
    const after = await wallets();
    for (let i = 0; i < MEMBERS; i += 1) expect(after[i] - before[i]).toBe(PRICE_KOBO + RETURNS_KOBO);
    expect(await ledgerCheck(t)).toMatchObject({ ok: true, negative_member_accounts: [] });
  }, 120_000);
});
