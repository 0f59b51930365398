// Dividends only from a funded pool, each step by two administrators (issue 24's finding: "₦50,000,000 pays out to
// every shareholder at once; the pool is never funded and may go negative; one administrator can repeat it with a
// new key"). Funding is a proposal moving money from a society income account into the pool; a declaration is a
// proposal refused when larger than the pool, re-checked under the pool's lock when approved.
import { eq } from 'drizzle-orm';
import { dividends, ledgerTransfers } from '../../src/db/schema';
import { SOCIETY_ACCOUNT_KIND } from '../../src/ledger';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { deposit } from '../dividends/support';
import { admin, balanceOf, call, ledgerCheck, member, newKey, postingsOf, type Member } from '../wallet/support/money';
import { approve, earn, proposal, societyKobo } from './proposalSupport';

let t: TestApp;
let maker: Member;
let checker: Member;
let holders: Member[];
beforeEach(async () => {
  t = await createTestApp();
  maker = await admin(t);
  checker = await admin(t);
  holders = [await member(t, { memberStatus: true }), await member(t, { memberStatus: true })];
  await deposit(t, holders[0], 1_000_00n);
  await deposit(t, holders[1], 3_000_00n);
});
afterEach(async () => {
  expect((await ledgerCheck(t)).ok).toBe(true);
  expect(await societyKobo(t, SOCIETY_ACCOUNT_KIND.dividendPool)).toBeGreaterThanOrEqual(0n);
  await t.close();
});

const declare = (who: Member, amount: string, note = '2026 dividend', key: string | true = true) => call(t, who, 'POST', '/api/admin/dividends', { amount, note }, { key });
const fund = (who: Member, body: Record<string, unknown>, key: string | true = true) => call(t, who, 'POST', '/api/admin/dividends/fund', body, { key });
const pool = async () => (await call(t, maker, 'GET', '/api/admin/dividends/pool')).json();
const paidOut = async () => (await t.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.kind, 'dividend'))).length;

/** fee income earned, moved into the pool by one administrator's proposal and another's approval */
async function fundedPool(kobo: bigint): Promise<void> {
  await earn(t, SOCIETY_ACCOUNT_KIND.feeIncome, kobo);
  const proposed = await fund(maker, { amount: (Number(kobo) / 100).toFixed(2), source: 'fee_income', note: 'Year-end surplus' });
  expect(proposed.statusCode).toBe(202);
  expect((await approve(t, checker, proposed.json().proposal.id)).statusCode).toBe(200);
}

describe('the finding', () => {
  it('₦50,000,000 from an unfunded pool is refused, pays nobody, and a new key changes nothing', async () => {
    for (const key of [newKey(), newKey()]) {
      const res = await declare(maker, '50000000', 'Windfall', key);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ success: false, message: 'The dividend pool holds ₦0.00: fund it before declaring more' });
    }
    expect(await paidOut()).toBe(0);
    expect(await balanceOf(t, holders[1])).toBe('0.00');
    expect(await societyKobo(t, SOCIETY_ACCOUNT_KIND.dividendPool)).toBe(0n);
    expect(await pool()).toMatchObject({ success: true, pool_balance: '0.00' });
  });

  it('a declaration within the pool is only a proposal: nobody is paid until another administrator approves it', async () => {
    await fundedPool(500_00n);
    const res = await declare(maker, '400');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Proposed: another administrator must approve it before it takes effect',
      proposal: { kind: 'dividend_declaration', status: 'pending', payload: { amount: '400.00', note: '2026 dividend' }, summary: 'Pay a dividend of ₦400.00 to every shareholder: 2026 dividend', yours: true, can_approve: false },
    });
    const id = res.json().proposal.id;
    expect(await paidOut()).toBe(0);

    // the same administrator with a new key: another proposal, still nothing paid
    expect((await declare(maker, '400', '2026 dividend', newKey())).statusCode).toBe(202);
    expect(await paidOut()).toBe(0);
    expect((await approve(t, maker, id)).statusCode).toBe(403);
    expect(await paidOut()).toBe(0);

    const approved = await approve(t, checker, id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ message: 'Dividend of ₦400.00 paid to 2 members', proposal: { status: 'approved', result: { member_count: 2 } } });
    expect(await balanceOf(t, holders[0])).toBe('100.00');
    expect(await balanceOf(t, holders[1])).toBe('300.00');
    expect(await societyKobo(t, SOCIETY_ACCOUNT_KIND.dividendPool)).toBe(100_00n);
    const [dividend] = await t.database.db.select().from(dividends);
    expect(dividend).toMatchObject({ id: approved.json().proposal.result.dividend_id, declaredBy: maker.id, amountKobo: 400_00n });
  });
});

describe('GET admin/dividends/pool and the preview', () => {
  it('shows the pool and each source account; the preview shows the pool too', async () => {
    await earn(t, SOCIETY_ACCOUNT_KIND.feeIncome, 700_00n);
    await earn(t, SOCIETY_ACCOUNT_KIND.productSales, 50_00n);
    const body = await pool();
    expect(body.pool_balance).toBe('0.00');
    expect(body.sources).toEqual([
      { source: 'fee_income', label: 'Fee income', balance: '700.00' },
      { source: 'registration_fee_income', label: 'Registration fee income', balance: '0.00' },
      { source: 'loan_form_fee_income', label: 'Loan form fee income', balance: '0.00' },
      { source: 'business_markup_income', label: 'Business finance mark-up income', balance: '0.00' },
      { source: 'product_sales', label: 'Product sales', balance: '50.00' },
    ]);
    const preview = await call(t, maker, 'POST', '/api/admin/dividends/preview', { amount: '100' });
    expect(preview.json()).toMatchObject({ amount: '100.00', member_count: 2, pool_balance: '0.00' });
  });
});

describe('funding the pool', () => {
  it('is a proposal; approving moves the money source → pool in one transfer; the source must hold it', async () => {
    await earn(t, SOCIETY_ACCOUNT_KIND.feeIncome, 1_000_00n);
    const short = await fund(maker, { amount: '1000.01', source: 'fee_income', note: 'Surplus' });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('Fee income holds ₦1,000.00: it cannot fund ₦1,000.01');
    const empty = await fund(maker, { amount: '1', source: 'product_sales', note: 'Surplus' });
    expect(empty.json().message).toBe('Product sales holds ₦0.00: it cannot fund ₦1.00');

    const key = newKey();
    const res = await fund(maker, { amount: '600', source: 'fee_income', note: 'Surplus' }, key);
    expect(res.statusCode).toBe(202);
    expect(res.json().proposal).toMatchObject({ kind: 'dividend_funding', payload: { amount: '600.00', source: 'fee_income', note: 'Surplus' }, summary: 'Move ₦600.00 from fee income into the dividend pool: Surplus' });
    const replay = await fund(maker, { amount: '600', source: 'fee_income', note: 'Surplus' }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().proposal.id).toBe(res.json().proposal.id);
    expect(await societyKobo(t, SOCIETY_ACCOUNT_KIND.dividendPool)).toBe(0n);
    expect((await approve(t, maker, res.json().proposal.id)).statusCode).toBe(403);

    const approved = await approve(t, checker, res.json().proposal.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      message: '₦600.00 moved from fee income into the dividend pool, which now holds ₦600.00',
      proposal: { status: 'approved', result: { transfer_reference: `DIVFUND-${res.json().proposal.id}`, pool_balance: '600.00' } },
    });
    expect(await postingsOf(t, `DIVFUND-${res.json().proposal.id}`)).toEqual({ fee_income: -600_00n, dividend_pool: 600_00n });
    expect(await pool()).toMatchObject({ pool_balance: '600.00', sources: expect.arrayContaining([{ source: 'fee_income', label: 'Fee income', balance: '400.00' }]) });
  });

  it('approving is refused (422, still pending) when the source no longer holds the amount', async () => {
    await earn(t, SOCIETY_ACCOUNT_KIND.feeIncome, 500_00n);
    const first = (await fund(maker, { amount: '400', source: 'fee_income', note: 'First' })).json().proposal;
    const second = (await fund(maker, { amount: '400', source: 'fee_income', note: 'Second' })).json().proposal;
    expect((await approve(t, checker, first.id)).statusCode).toBe(200);
    const refused = await approve(t, checker, second.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Fee income holds ₦100.00: it cannot fund ₦400.00');
    expect((await proposal(t, checker, second.id)).status).toBe('pending');
    expect(await societyKobo(t, SOCIETY_ACCOUNT_KIND.dividendPool)).toBe(400_00n);
    expect(await societyKobo(t, SOCIETY_ACCOUNT_KIND.feeIncome)).toBe(100_00n);
  });

  it('refuses bad input with a message', async () => {
    for (const [body, message] of [
      [{ amount: '10', source: 'loan_fund', note: 'Surplus' }, 'Choose the account the money comes from: fee_income, registration_fee_income, loan_form_fee_income, business_markup_income, product_sales'],
      [{ amount: '0', source: 'fee_income', note: 'Surplus' }, 'The amount to move into the dividend pool must be greater than zero'],
      [{ amount: '10', source: 'fee_income' }, 'A note is required: say why the pool is funded (e.g. "2026 surplus")'],
    ] as const) {
      const res = await fund(maker, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
    }
    expect((await call(t, maker, 'POST', '/api/admin/dividends/fund', { amount: '10', source: 'fee_income', note: 'Surplus' })).statusCode).toBe(400);
    const ada = holders[0];
    expect((await fund(ada, { amount: '10', source: 'fee_income', note: 'Surplus' })).statusCode).toBe(403);
    expect((await call(t, ada, 'GET', '/api/admin/dividends/pool')).statusCode).toBe(403);
  });
});

describe('declarations together never overdraw the pool', () => {
  it('two pending declarations that each fit: the first approved pays, the second is refused and stays pending', async () => {
    await fundedPool(500_00n);
    const a = (await declare(maker, '300', 'First half')).json().proposal;
    const b = (await declare(maker, '300', 'Second half')).json().proposal;
    expect((await approve(t, checker, a.id)).statusCode).toBe(200);
    const refused = await approve(t, checker, b.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('The dividend pool holds ₦200.00: fund it before declaring more');
    expect((await proposal(t, checker, b.id)).status).toBe('pending');
    expect(await societyKobo(t, SOCIETY_ACCOUNT_KIND.dividendPool)).toBe(200_00n);
    expect(await t.database.db.select().from(dividends)).toHaveLength(1);
    // a larger declaration than what is left is refused when proposed
    expect((await declare(maker, '200.01')).json().message).toBe('The dividend pool holds ₦200.00: fund it before declaring more');
  });
});
