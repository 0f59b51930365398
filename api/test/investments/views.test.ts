// What members read (spec §7 "Investments", facts §2.9): the market and halal lists (on sale first), one investment,
// its news on the route of its kind, my holdings summed per investment with the original's id keys, and my totals —
// market and halal kept apart, and another member's holdings never in mine.
import { createTestApp, type TestApp } from '../helpers/testApp';
import { saver } from '../savings/support/savings';
import { admin, call, ledgerCheck, type Member } from '../wallet/support/money';
import { buy, dayFromToday, offerInvestment } from './support/investments';

let t: TestApp;
let boss: Member;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t);
});
afterAll(() => t.close());
afterEach(async () => expect((await ledgerCheck(t)).ok).toBe(true));

const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

describe('the lists and one investment', () => {
  it('show_all_investment lists the market, ?kind=halal and show_all_halai the halal ones, newest first', async () => {
    const m1 = await offerInvestment(t, boss, { investment_type: 'Maize' });
    const m2 = await offerInvestment(t, boss, { investment_type: 'Sorghum' });
    const h1 = await offerInvestment(t, boss, { kind: 'halal', investment_type: 'Halal Sukuk' });
    const ada = await saver(t);
    const market = (await call(t, ada, 'GET', '/api/show_all_investment')).json();
    expect(ids(market).indexOf(m2.id)).toBeLessThan(ids(market).indexOf(m1.id));
    expect(ids(market)).not.toContain(h1.id);
    expect(market.find((i: { id: number }) => i.id === m1.id)).toEqual({
      id: m1.id,
      market_categories_id: null,
      investment_type: 'Maize',
      investment_pic: null,
      investment_pic_srcset: null,
      current_values: '1000.00',
      expected_returns: '150.00',
      unit_remaining: 100,
      kind: 'market',
      units: 100,
      maturity_date: dayFromToday(t, 2),
      application_date: dayFromToday(t, 1),
      status: 'open',
      on_sale: true,
    });
    expect(ids((await call(t, ada, 'GET', '/api/show_all_investment?kind=market')).json())).toEqual(ids(market));
    const halal = (await call(t, ada, 'GET', '/api/show_all_investment?kind=halal')).json();
    expect(ids(halal)).toContain(h1.id);
    expect(ids(halal)).not.toContain(m1.id);
    expect(ids((await call(t, ada, 'GET', '/api/show_all_halai')).json())).toEqual(ids(halal));
    const bad = await call(t, ada, 'GET', '/api/show_all_investment?kind=bonds');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('The kind must be market or halal');
  });

  it('single_investment shows either kind with its details; unknown and malformed ids are refused', async () => {
    const halal = await offerInvestment(t, boss, { kind: 'halal', investment_type: 'Halal Dates', insurance_partner: 'Takaful Insurance', description: 'Dates from Kano' });
    const ada = await saver(t);
    const res = await call(t, ada, 'GET', `/api/single_investment/${halal.id}`);
    expect(res.json()).toMatchObject({
      id: halal.id,
      kind: 'halal',
      investment_type: 'Halal Dates',
      insurance_partner: 'Takaful Insurance',
      description: 'Dates from Kano',
      expected_returns: '150.00',
      start_date: dayFromToday(t, 0),
      application_date: dayFromToday(t, 1),
      maturity_date: dayFromToday(t, 2),
    });
    const missing = await call(t, ada, 'GET', '/api/single_investment/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Investment not found');
    expect((await call(t, ada, 'GET', '/api/single_investment/abc')).statusCode).toBe(422);
  });

  it('news: show_investment for market ids, show_halai for halal ids; empty when none', async () => {
    const market = await offerInvestment(t, boss);
    const halal = await offerInvestment(t, boss, { kind: 'halal' });
    await call(t, boss, 'POST', `/api/admin/investments/${halal.id}/news`, { news: 'Profit shared' });
    const ada = await saver(t);
    expect((await call(t, ada, 'GET', `/api/show_investment/${market.id}`)).json()).toEqual([]);
    expect((await call(t, ada, 'GET', `/api/show_halai/${halal.id}`)).json()).toMatchObject([{ news: 'Profit shared' }]);
    const wrong = await call(t, ada, 'GET', `/api/show_investment/${halal.id}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('This market investment was not found');
  });
});

describe('my holdings and totals', () => {
  it('are summed per investment, market and halal apart, and never show another member’s', async () => {
    const maize = await offerInvestment(t, boss, { investment_type: 'Maize', current_value: '1000', expected_returns: '150' });
    const rice = await offerInvestment(t, boss, { investment_type: 'Rice', current_value: '200', expected_returns: '20' });
    const sukuk = await offerInvestment(t, boss, { kind: 'halal', investment_type: 'Sukuk', current_value: '500', expected_returns: '40' });
    const ada = await saver(t, { walletKobo: 5_000_000n });
    const bayo = await saver(t, { walletKobo: 5_000_000n });
    const empty = await saver(t);
    for (const [who, kind, id, slots] of [
      [ada, 'market', maize.id, 2],
      [ada, 'market', maize.id, 3],
      [ada, 'market', rice.id, 1],
      [ada, 'halal', sukuk.id, 4],
      [bayo, 'market', maize.id, 7],
    ] as const) {
      const res = await buy(t, who, kind, id, slots);
      if (res.statusCode !== 200) throw new Error(res.body);
    }

    const mine = (await call(t, ada, 'GET', '/api/user_investments')).json();
    expect(mine).toHaveLength(2);
    expect(mine.find((h: { investments_id: number }) => h.investments_id === maize.id)).toEqual({
      investments_id: maize.id,
      investment_type: 'Maize',
      investment_pic: null,
      investment_pic_srcset: null,
      current_values: '1000.00',
      expected_returns: '750.00',
      slots: 5,
      maturity_date: dayFromToday(t, 2),
      amount: '5000.00',
      payout: '5750.00',
      paid_out: false,
      kind: 'market',
    });
    expect(mine.find((h: { investments_id: number }) => h.investments_id === rice.id)).toMatchObject({ slots: 1, amount: '200.00', expected_returns: '20.00', payout: '220.00' });
    const myHalal = (await call(t, ada, 'GET', '/api/user_halai')).json();
    expect(myHalal).toEqual([expect.objectContaining({ halai_investments_id: sukuk.id, slots: 4, amount: '2000.00', expected_returns: '160.00', kind: 'halal' })]);
    expect(myHalal[0]).not.toHaveProperty('investments_id');

    expect((await call(t, ada, 'GET', '/api/marketTotal')).json()).toEqual({ total: '5200.00', slots: 6 });
    expect((await call(t, ada, 'GET', '/api/halaiTotal')).json()).toEqual({ total: '2000.00', slots: 4 });
    expect((await call(t, bayo, 'GET', '/api/user_investments')).json()).toEqual([expect.objectContaining({ investments_id: maize.id, slots: 7, amount: '7000.00' })]);
    expect((await call(t, bayo, 'GET', '/api/user_halai')).json()).toEqual([]);
    expect((await call(t, bayo, 'GET', '/api/marketTotal')).json()).toEqual({ total: '7000.00', slots: 7 });
    expect((await call(t, bayo, 'GET', '/api/halaiTotal')).json()).toEqual({ total: '0.00', slots: 0 });
    expect((await call(t, empty, 'GET', '/api/user_investments')).json()).toEqual([]);
    expect((await call(t, empty, 'GET', '/api/marketTotal')).json()).toEqual({ total: '0.00', slots: 0 });
  });
});
