// Dividends on shareholdings (SA, ADMIN): the preview's split, a declaration proposed by one administrator and posted
// once into every shareholder's wallet when another approves it (test/back-office/dividend-pool.test.ts: the pool), the record.
import { eq } from 'drizzle-orm';
import { dividendAllocations, ledgerTransfers } from '../../src/db/schema';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND } from '../../src/ledger';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, balanceOf, call, ledgerCheck, member, newKey, type Member } from '../wallet/support/money';
import { approve, earn } from '../back-office/proposalSupport';
import { deposit } from './support';

let t: TestApp;
let checker: Member;
afterEach(() => t?.close());

async function freshApp(): Promise<{ boss: Member; holders: Member[] }> {
  t = await createTestApp();
  checker = await admin(t);
  return { boss: await admin(t), holders: [await member(t, { memberStatus: true }), await member(t, { memberStatus: true }), await member(t, { memberStatus: true })] };
}

/** the dividend pool funded with `kobo` of fee income (two administrators) */
async function fundPool(boss: Member, kobo: bigint): Promise<void> {
  await earn(t, SOCIETY_ACCOUNT_KIND.feeIncome, kobo);
  const proposed = await call(t, boss, 'POST', '/api/admin/dividends/fund', { amount: (Number(kobo) / 100).toFixed(2), source: 'fee_income', note: 'Surplus' }, { key: true });
  expect((await approve(t, checker, proposed.json().proposal.id)).statusCode).toBe(200);
}

const preview = (user: Member, amount: unknown) => call(t, user, 'POST', '/api/admin/dividends/preview', { amount });
const post = (user: Member, body: unknown, key: string | true = true) => call(t, user, 'POST', '/api/admin/dividends', body, { key });
/** proposed by `user`, approved by the checker: the approval's reply */
async function declared(user: Member, body: unknown, key: string | true = true) {
  const proposed = await post(user, body, key);
  expect(proposed.statusCode).toBe(202);
  return approve(t, checker, proposed.json().proposal.id);
}

describe('POST admin/dividends/preview', () => {
  it('splits ₦100.00 over three equal holders as 33.34 / 33.33 / 33.33, the extra kobo to the lowest user id', async () => {
    const { boss, holders } = await freshApp();
    for (const h of holders) await deposit(t, h, 5_000_00n);
    await member(t); // no shares: not in the split
    const res = await preview(boss, '100');
    expect(res.statusCode).toBe(200);
    const [first, second, third] = holders;
    expect(res.json()).toEqual({
      success: true,
      amount: '100.00',
      total_shares: '15000.00',
      member_count: 3,
      pool_balance: '0.00',
      allocations: [
        { user_id: first.id, name: expect.any(String), email: first.email, shares: '5000.00', amount: '33.34' },
        { user_id: second.id, name: expect.any(String), email: second.email, shares: '5000.00', amount: '33.33' },
        { user_id: third.id, name: expect.any(String), email: third.email, shares: '5000.00', amount: '33.33' },
      ],
    });
    // nothing posted
    expect(await balanceOf(t, first)).toBe('0.00');
  });

  it('splits unequal holdings pro rata and sums exactly to the total', async () => {
    const { boss, holders } = await freshApp();
    await deposit(t, holders[0], 1_000_00n);
    await deposit(t, holders[1], 3_000_00n);
    await deposit(t, holders[2], 6_000_01n);
    const body = (await preview(boss, 1234.57)).json();
    const byId = Object.fromEntries(body.allocations.map((a: { user_id: number; amount: string }) => [a.user_id, a.amount]));
    expect(byId).toEqual({ [holders[0].id]: '123.46', [holders[1].id]: '370.37', [holders[2].id]: '740.74' });
    const sum = body.allocations.reduce((s: bigint, a: { amount: string }) => s + BigInt(a.amount.replace('.', '')), 0n);
    expect(sum).toBe(123_457n);
  });

  it('refuses when nobody holds shares, and bad amounts', async () => {
    const { boss } = await freshApp();
    const none = await preview(boss, '100');
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('No member holds shares yet');
    for (const amount of ['0', '-5', '1.234', 'abc', null, '', 1e20, {}]) {
      const res = await preview(boss, amount);
      expect([400, 422]).toContain(res.statusCode);
      expect(res.json().success).toBe(false);
    }
    expect((await call(t, boss, 'POST', '/api/admin/dividends/preview', {})).statusCode).toBe(422);
  });
});

describe('POST admin/dividends', () => {
  it("once approved, credits every shareholder's wallet once and records it; a replay of the proposal with the same key proposes nothing new", async () => {
    const { boss, holders } = await freshApp();
    await deposit(t, holders[0], 2_000_00n);
    await deposit(t, holders[1], 2_000_00n);
    await deposit(t, holders[2], 4_000_00n);
    await fundPool(boss, 2_000_00n);
    const key = newKey();
    const body = { amount: '1000.01', note: '2026 dividend' };
    const proposed = await post(boss, body, key);
    expect(proposed.statusCode).toBe(202);
    const replayed = await post(boss, body, key);
    expect(replayed.statusCode).toBe(202);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(proposed.json());
    expect(await balanceOf(t, holders[2])).toBe('0.00');

    const res = await approve(t, checker, proposed.json().proposal.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Dividend of ₦1,000.01 paid to 3 members');
    const dividendId = res.json().proposal.result.dividend_id as number;
    const reply = (await call(t, boss, 'GET', `/api/admin/dividends/${dividendId}`)).json();
    expect(reply).toMatchObject({ success: true, dividend: { amount: '1000.01', note: '2026 dividend', member_count: 3, total_shares: '8000.00', declared_by: { id: boss.id } } });
    // 250.0025 / 250.0025 / 500.005: the leftover kobo goes to the largest remainder
    expect(await balanceOf(t, holders[0])).toBe('250.00');
    expect(await balanceOf(t, holders[1])).toBe('250.00');
    expect(await balanceOf(t, holders[2])).toBe('500.01');

    const transfers = await t.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.kind, 'dividend'));
    expect(transfers).toHaveLength(3);
    expect(transfers[0]).toMatchObject({ description: 'Dividend: 2026 dividend', metadata: { payment_method: 'Dividend', dividend_id: dividendId } });
    expect(await t.database.db.select().from(dividendAllocations)).toHaveLength(3);
    expect((await ledgerCheck(t)).ok).toBe(true);

    // the member sees it in their transactions
    const rows = (await call(t, holders[2], 'GET', '/api/transactions/details')).json().data;
    expect(rows[0]).toMatchObject({ category_label: 'Dividend', transaction_category: 6, transaction_type: 'credit', amount: '500.01', payment_method: 'Dividend', description: 'Dividend: 2026 dividend' });

    // the same key with another body is refused; a second declaration with a new key pays again once approved
    expect((await post(boss, { ...body, amount: '5' }, key)).statusCode).toBe(422);
    expect((await declared(boss, { amount: '8', note: 'Bonus' })).statusCode).toBe(200);
    expect(await balanceOf(t, holders[2])).toBe('504.01');

    const list = (await call(t, boss, 'GET', '/api/admin/dividends?page=1')).json();
    expect(list).toMatchObject({ total: 2, current_page: 1 });
    expect(list.data.map((d: { note: string }) => d.note)).toEqual(['Bonus', '2026 dividend']);
    expect(list.data[1]).toEqual(reply.dividend);
    const details = await call(t, boss, 'GET', `/api/admin/dividends/${dividendId}?per_page=2`);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ success: true, dividend: { id: dividendId }, allocations: { total: 3, last_page: 2 } });
    expect(details.json().allocations.data[0]).toEqual({ user_id: holders[2].id, name: expect.any(String), email: holders[2].email, shares: '4000.00', amount: '500.01' });
    // the total is the dividend's member count; the pages in turn are every allocation, largest first
    const second = (await call(t, boss, 'GET', `/api/admin/dividends/${dividendId}?per_page=2&page=2`)).json().allocations;
    expect(second).toMatchObject({ total: reply.dividend.member_count, current_page: 2, last_page: 2, next_page_url: null });
    const amounts = [...details.json().allocations.data, ...second.data].map((a: { amount: string }) => BigInt(a.amount.replace('.', '')));
    expect(amounts).toHaveLength(3);
    expect([...amounts].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(amounts);
    expect((await call(t, boss, 'GET', '/api/admin/dividends/999999')).statusCode).toBe(404);
    expect((await call(t, boss, 'GET', '/api/admin/dividends/abc')).statusCode).toBe(422);
  });

  it('needs an Idempotency-Key, a valid amount and a note, and a shareholder', async () => {
    const { boss, holders } = await freshApp();
    expect((await call(t, boss, 'POST', '/api/admin/dividends', { amount: '10', note: 'Year end' })).statusCode).toBe(400);
    const none = await post(boss, { amount: '10', note: 'Year end' });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('No member holds shares yet');
    await deposit(t, holders[0], 100_00n);
    for (const body of [{ amount: '0', note: 'Year end' }, { amount: '1.001', note: 'Year end' }, { amount: '10' }, { amount: '10', note: ' ' }, { amount: '10', note: 'Year\u0000end' }, { note: 'Year end' }, [1]]) {
      const res = await post(boss, body);
      expect([400, 422]).toContain(res.statusCode);
    }
    expect(await balanceOf(t, holders[0])).toBe('0.00');
  });

  it('is for administrators only', async () => {
    const { holders } = await freshApp();
    const ada = holders[0];
    await deposit(t, ada, 100_00n, MEMBER_ACCOUNT_KIND.shares);
    for (const [method, url, body] of [
      ['POST', '/api/admin/dividends/preview', { amount: '10' }],
      ['POST', '/api/admin/dividends', { amount: '10', note: 'Mine' }],
      ['POST', '/api/admin/dividends/fund', { amount: '10', source: 'fee_income', note: 'Mine' }],
      ['GET', '/api/admin/dividends/pool', undefined],
      ['GET', '/api/admin/dividends', undefined],
      ['GET', '/api/admin/dividends/1', undefined],
    ] as const) {
      expect((await call(t, ada, method, url, body, { key: true })).statusCode).toBe(403);
      expect((await call(t, null, method, url, body, { key: true })).statusCode).toBe(401);
    }
    expect(await balanceOf(t, ada)).toBe('0.00');
  });
});
