// The wallet balance and its history: the wallet account's postings, newest first, paged, in the original's shape.
import { createTestApp, type TestApp } from '../helpers/testApp';
import { ledgerActivity } from '../transactions/support/ledgerActivity';
import { balanceOf, call, creditWallet, fundByCheckout, member } from './support/money';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET show_wallet_balance', () => {
  it('is 0.00 for a new member and follows the wallet', async () => {
    const ada = await member(t);
    expect((await call(t, ada, 'GET', '/api/show_wallet_balance')).json()).toEqual({ success: true, balance: '0.00' });
    await creditWallet(t, ada, 123_456n);
    expect(await balanceOf(t, ada)).toBe('1234.56');
  });

  it('needs a signed-in member', async () => {
    expect((await t.app.inject({ url: '/api/show_wallet_balance' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/show_wallet' })).statusCode).toBe(401);
  });
});

describe('GET show_wallet', () => {
  it('pages the wallet postings newest first with category, type, method and running balance', async () => {
    const ada = await member(t);
    const eve = await member(t);
    await creditWallet(t, eve, 999n);
    const first = await fundByCheckout(t, ada, '1000');
    const second = await fundByCheckout(t, ada, '250.25');
    await creditWallet(t, ada, 5n);
    const page1 = await call(t, ada, 'GET', '/api/show_wallet?per_page=2');
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body).toMatchObject({ total: 3, per_page: 2, current_page: 1, last_page: 2, prev_page_url: null, next_page_url: '/api/show_wallet?page=2&per_page=2' });
    expect(body.data.map((r: { amount: string }) => r.amount)).toEqual(['0.05', '250.25']);
    expect(body.data[1]).toEqual({
      id: expect.any(Number),
      reference: second.charge.reference,
      wallet_category: 7,
      category_label: 'Wallet Funding',
      wallet_type: 'credit',
      amount: '250.25',
      payment_method: 'Debit Card',
      description: 'Wallet funding by debit card',
      entry_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      status: 'posted',
      balance_after: '1250.25',
    });
    const page2 = (await call(t, ada, 'GET', '/api/show_wallet?page=2&per_page=2')).json();
    expect(page2.data.map((r: { reference: string }) => r.reference)).toEqual([first.charge.reference]);
    expect(page2.prev_page_url).toBe('/api/show_wallet?page=1&per_page=2');
    // beyond the last page: empty, not an error
    expect((await call(t, ada, 'GET', '/api/show_wallet?page=9')).json()).toMatchObject({ data: [], total: 3 });
    // someone without a wallet yet
    expect((await call(t, await member(t), 'GET', '/api/show_wallet')).json()).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('labels each row by its category and direction, a returned withdrawal as reversed (facts §4.6)', async () => {
    const ada = await member(t);
    const ledger = ledgerActivity(t.database.db);
    await ledger.fund(ada.id, 500_000n, { reference: `FUND-L-${ada.id}` });
    await ledger.registrationFeeFromWallet(ada.id, 150_000n, { reference: `FEE-L-${ada.id}` });
    await ledger.fail(await ledger.withdraw(ada.id, 100_000n, { reference: `WD-L-${ada.id}` }));
    const rows = (await call(t, ada, 'GET', '/api/show_wallet')).json().data;
    expect(rows.map((r: Record<string, unknown>) => [r.wallet_category, r.wallet_type, r.category_label])).toEqual([
      [7, 'credit', 'Wallet Withdrawal reversed'],
      [7, 'debit', 'Wallet Withdrawal'],
      [20, 'debit', 'Membership Form'],
      [7, 'credit', 'Wallet Funding'],
    ]);
  });

  it.each([
    ['page=0', 'The page must be a whole number of 1 or more'],
    ['page=-1', 'The page must be a whole number of 1 or more'],
    ['page=abc', 'The page must be a whole number of 1 or more'],
    ['per_page=0', 'per_page must be a whole number from 1 to 100'],
    ['per_page=101', 'per_page must be a whole number from 1 to 100'],
    ['per_page=2.5', 'per_page must be a whole number from 1 to 100'],
  ])('refuses %s with a 422', async (query, message) => {
    const ada = await member(t);
    const res = await call(t, ada, 'GET', `/api/show_wallet?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
  });
});
