// transactions/details: every money movement of the member from the ledger, newest first, in the original's
// categories, with the member's side of each, payment methods, date filters on Lagos days, and paging.
import { accountBalance } from '../../src/ledger';
import { categoryOptions } from '../../src/modules/transactions';
import { lagosDate } from '../../src/time/lagos';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { backdate, lagos, ledgerActivity, type Made } from './support/ledgerActivity';

let t: TestApp;
let ledger: ReturnType<typeof ledgerActivity>;
let a: TestUser;
let b: TestUser;
let dated: TestUser;
const made: Record<string, Made> = {};

beforeAll(async () => {
  t = await createTestApp();
  ledger = ledgerActivity(t.database.db);
  a = await createUser(t, { firstName: 'Amina' });
  b = await createUser(t, { firstName: 'Bola' });
  dated = await createUser(t, { firstName: 'Dayo' });

  made.fund = await ledger.fund(a.id, 500_000n);
  made.card = await ledger.cardVerification(a.id);
  made.fee = await ledger.registrationFeeFromWallet(a.id, 150_000n);
  made.paidOut = await ledger.withdraw(a.id, 100_000n);
  made.settlement = (await ledger.settle(made.paidOut, 100_000n))!;
  made.failed = await ledger.withdraw(a.id, 70_000n);
  made.returned = await ledger.fail(made.failed);
  made.inFlight = await ledger.withdraw(a.id, 30_000n);

  made.bFund = await ledger.fund(b.id, 999_999n);
  made.bFee = await ledger.registrationFeeByCard(b.id, 200_000n);

  // around Lagos midnight: 23:59:59.999 on 9 March is still the 9th; 00:00 on the 10th is not
  for (const [key, at] of [
    ['d1', '2026-03-09 23:59:59.999'],
    ['d2', '2026-03-10 00:00'],
    ['d3', '2026-03-10 23:59:59.999'],
    ['d4', '2026-03-11 00:00'],
  ] as const) {
    made[key] = await ledger.fund(dated.id, 1_000n);
    await backdate(t.database.db, made[key], lagos(at));
  }
});
afterAll(() => t.close());

const list = (user: TestUser, query = '') => t.app.inject({ url: `/api/transactions/details${query}`, headers: user.headers });
const refs = (body: { data: Array<{ reference: string }> }) => body.data.map((row) => row.reference);

describe('GET transactions/details', () => {
  it('needs a signed-in member (the Authorization header: ?token= is not taken here)', async () => {
    expect((await t.app.inject({ url: '/api/transactions/details' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/transactions/details?token=${a.token}` })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/transactions/details?per_page=1', headers: a.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(7);
  });

  it("lists the member's movements newest first with category, side, amount, payment method and status", async () => {
    const res = await list(a);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body).toMatchObject({ total: 7, per_page: 20, current_page: 1, last_page: 1, next_page_url: null, prev_page_url: null, categories: categoryOptions() });
    const rows = body.data.map((r: Record<string, unknown>) => [r.reference, r.transaction_category, r.category_label, r.transaction_type, r.amount, r.payment_method, r.status]);
    expect(rows).toEqual([
      [made.inFlight.reference, 7, 'Wallet Withdrawal', 'debit', '300.00', 'Bank', 'pending'],
      [made.returned.reference, 7, 'Wallet Withdrawal reversed', 'credit', '700.00', 'Bank', 'posted'],
      [made.failed.reference, 7, 'Wallet Withdrawal', 'debit', '700.00', 'Bank', 'voided'],
      [made.paidOut.reference, 7, 'Wallet Withdrawal', 'debit', '1000.00', 'Bank', 'posted'],
      [made.fee.reference, 20, 'Membership Form', 'debit', '1500.00', 'Wallet', 'posted'],
      [made.card.reference, 7, 'Wallet Funding', 'credit', '100.00', 'Paystack', 'posted'],
      [made.fund.reference, 7, 'Wallet Funding', 'credit', '5000.00', 'Paystack', 'posted'],
    ]);
    // the settlement between society accounts is not the member's movement
    expect(refs(body)).not.toContain(made.settlement.reference);
    const first = body.data[0];
    expect(first).toEqual({
      id: made.inFlight.id,
      reference: made.inFlight.reference,
      transaction_category: 7,
      category_label: 'Wallet Withdrawal',
      transaction_type: 'debit',
      amount: '300.00',
      payment_method: 'Bank',
      description: 'Withdrawal to bank',
      status: 'pending',
      entry_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
  });

  it('adds up, credits minus debits, to the wallet balance to the kobo', async () => {
    const body = (await list(a, '?per_page=100')).json();
    const kobo = (money: string) => BigInt(money.replace('.', ''));
    const net = body.data.reduce((sum: bigint, r: { amount: string; transaction_type: string }) => sum + (r.transaction_type === 'credit' ? kobo(r.amount) : -kobo(r.amount)), 0n);
    expect(net).toBe(await accountBalance(t.database.db, await ledger.wallet(a.id)));
    expect(net).toBe(230_000n);
  });

  it("shows another member only their own, including a fee paid straight by card", async () => {
    const body = (await list(b)).json();
    expect(body.total).toBe(2);
    expect(body.data.map((r: Record<string, unknown>) => [r.reference, r.category_label, r.transaction_type, r.amount, r.payment_method])).toEqual([
      [made.bFee.reference, 'Membership Form', 'debit', '2000.00', 'Paystack'],
      [made.bFund.reference, 'Wallet Funding', 'credit', '9999.99', 'Paystack'],
    ]);
    const aRefs = new Set(Object.entries(made).filter(([k]) => !k.startsWith('b') && !k.startsWith('d')).map(([, m]) => m.reference));
    expect(refs(body).filter((r) => aRefs.has(r))).toEqual([]);
    // a member with no movements at all
    const empty = (await list(await createUser(t))).json();
    expect(empty).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('filters by category, reversals included with what they reverse', async () => {
    const wallet = (await list(a, '?category=7')).json();
    expect(wallet.total).toBe(6);
    expect(refs(wallet)).toContain(made.returned.reference);
    const fees = (await list(a, '?category=20')).json();
    expect(refs(fees)).toEqual([made.fee.reference]);
    const none = (await list(a, '?category=1')).json();
    expect(none).toMatchObject({ data: [], total: 0 });
  });

  it('pages, keeping the filters in the page links', async () => {
    // a category page is read without counting the whole history: the total is what is known so far
    const first = (await list(a, '?per_page=3&category=7')).json();
    expect(first).toMatchObject({ total: 4, has_more: true, per_page: 3, current_page: 1, last_page: 2, prev_page_url: null });
    expect(first.next_page_url).toBe('/api/transactions/details?category=7&page=2&per_page=3');
    const second = (await list(a, '?per_page=3&page=2&category=7')).json();
    expect(second.data).toHaveLength(3);
    expect(second).toMatchObject({ total: 6, has_more: false, last_page: 2, next_page_url: null });
    // without a category the total is the member's cached entry count: exact on every page
    expect((await list(a, '?per_page=3')).json()).toMatchObject({ total: 7, has_more: true, last_page: 3 });
    expect([...refs(first), ...refs(second)]).toEqual(refs((await list(a, '?category=7')).json()));
    const beyond = (await list(a, '?per_page=3&page=9')).json();
    expect(beyond).toMatchObject({ data: [], total: 7, current_page: 9 });
  });

  it('filters by Lagos calendar days, both ends included', async () => {
    expect(refs((await list(dated, '?from=2026-03-10&to=2026-03-10')).json())).toEqual([made.d3.reference, made.d2.reference]);
    expect(refs((await list(dated, '?from=2026-03-11')).json())).toEqual([made.d4.reference]);
    expect(refs((await list(dated, '?to=2026-03-09')).json())).toEqual([made.d1.reference]);
    expect(refs((await list(dated, '?from=2026-03-09&to=2026-03-10')).json())).toEqual([made.d3.reference, made.d2.reference, made.d1.reference]);
    const future = lagosDate(new Date(t.clock.now.getTime() + 3 * 86_400_000));
    expect((await list(dated, `?from=2026-03-01&to=${future}`)).json().total).toBe(4);
  });

  const today = () => lagosDate(t.clock.now);
  const tomorrow = () => lagosDate(new Date(t.clock.now.getTime() + 86_400_000));
  it.each([
    ['from=2026-02-30', 'The start date must be a date like 2025-01-31'],
    ['from=09-03-2026', 'The start date must be a date like 2025-01-31'],
    ['to=2026-3-9', 'The end date must be a date like 2025-01-31'],
    ['from=2026-03-10&to=2026-03-09', 'The start date must be on or before the end date'],
    ['from=TOMORROW', 'The start date cannot be after today'],
    ['from=2020-01-01&to=2023-01-01', 'The period can be at most 3 years, please choose a shorter one'],
    ['category=99', 'Choose a category from the list'],
    ['category=wallet', 'Choose a category from the list'],
    ['page=0', 'The page must be a whole number of 1 or more'],
    ['per_page=101', 'per_page must be a whole number from 1 to 100'],
  ])('refuses %s', async (query, message) => {
    const res = await list(a, `?${query.replace('TOMORROW', tomorrow())}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(today() < tomorrow()).toBe(true);
  });
});
