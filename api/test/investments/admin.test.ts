// The administrator's side of investments: creating market and halal products (multipart, with a picture checked by
// its content), market categories, news told to holders, the holders list; every bad field refused with a message a
// person can act on and nothing stored; members get 403 on every admin route.
import { count } from 'drizzle-orm';
import { investments } from '../../src/db/schema';
import { UNSUPPORTED_PICTURE_MESSAGE } from '../../src/modules/profile/picture';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { multipart } from '../profile/fixtures';
import { saver } from '../savings/support/savings';
import { admin, call, ledgerCheck, notificationsOf, type Member } from '../wallet/support/money';
import { buy, dayFromToday, investmentFields, offerInvestment, pngPicture, postInvestment } from './support/investments';

let t: TestApp;
let boss: Member;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t);
  png = await pngPicture();
});
afterAll(() => t.close());
afterEach(async () => expect((await ledgerCheck(t)).ok).toBe(true));

const investmentCount = async () => (await t.database.db.select({ n: count() }).from(investments))[0].n;

describe('admin routes are for administrators', () => {
  it('a member gets 403 on every one of them, and nothing is created', async () => {
    const member = await saver(t);
    const inv = await offerInvestment(t, boss);
    const before = await investmentCount();
    const refused = [
      await call(t, member, 'GET', '/api/admin/investments'),
      await postInvestment(t, member, investmentFields(t)),
      await call(t, member, 'POST', `/api/admin/investments/${inv.id}/news`, { news: 'Harvest started' }),
      await call(t, member, 'GET', `/api/admin/investments/${inv.id}/holders`),
      await call(t, member, 'POST', `/api/admin/investments/${inv.id}/payout`),
      await call(t, member, 'GET', '/api/admin/investments/categories'),
      await call(t, member, 'POST', '/api/admin/investments/categories', { category_name: 'Farming' }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(await investmentCount()).toBe(before);
    expect((await call(t, null, 'GET', '/api/admin/investments')).statusCode).toBe(401);
  });
});

describe('creating investments', () => {
  it('a market investment with a picture: re-encoded, served, listed for the admin and the members', async () => {
    const res = await postInvestment(t, boss, investmentFields(t, { investment_type: 'Poultry Farm', current_value: '2,500.50', expected_returns: '300', units: '40' }), {
      name: 'picture',
      data: png,
      filename: 'farm.png',
      contentType: 'image/png',
    });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ success: true, message: 'Poultry Farm is now on offer' });
    expect(created.investment).toMatchObject({
      kind: 'market',
      investment_type: 'Poultry Farm',
      current_values: '2500.50',
      expected_returns: '300.00',
      units: 40,
      unit_remaining: 40,
      status: 'open',
      on_sale: true,
      application_date: dayFromToday(t, 1),
      maturity_date: dayFromToday(t, 2),
    });
    const picture = await t.app.inject({ url: created.investment.investment_pic });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect((await t.app.inject({ url: created.investment.investment_pic.replace(/\/[^/]+\.webp$/, '/AAAAAAAAAAAAAAAAAAAAAA.webp') })).statusCode).toBe(404);

    const row = (await call(t, boss, 'GET', `/api/admin/investments/${created.investment.id}`)).json().investment;
    expect(row).toMatchObject({ holders: 0, slots_sold: 0, pool: '0.00', due_at_maturity: '0.00', paid_out_holdings: 0, insurance_partner: 'Leadway Assurance', start_date: dayFromToday(t, 0) });
    const member = await saver(t);
    const details = (await call(t, member, 'GET', `/api/single_investment/${created.investment.id}`)).json();
    expect(details).toMatchObject({ investment_type: 'Poultry Farm', insurance_partner: 'Leadway Assurance', description: 'A season of cassava in Ogun State', start_date: dayFromToday(t, 0) });
  });

  it('a halal investment has no market category, and is listed apart from the market', async () => {
    const res = await postInvestment(t, boss, investmentFields(t, { kind: 'halal', investment_type: 'Halal Dates Import' }));
    expect(res.statusCode).toBe(200);
    const halal = res.json().investment;
    expect(halal).toMatchObject({ kind: 'halal', market_categories_id: null, investment_pic: null });
    const member = await saver(t);
    const market = (await call(t, member, 'GET', '/api/show_all_investment')).json();
    expect(market.map((i: { id: number }) => i.id)).not.toContain(halal.id);
    expect((await call(t, member, 'GET', '/api/show_all_halai')).json().map((i: { id: number }) => i.id)).toContain(halal.id);
  });

  it('market categories: added, listed to members, duplicates refused; an investment can belong to one', async () => {
    const added = await call(t, boss, 'POST', '/api/admin/investments/categories', { category_name: 'Agriculture' });
    expect(added.json()).toMatchObject({ success: true, message: 'Category added', category: { category_name: 'Agriculture' } });
    const again = await call(t, boss, 'POST', '/api/admin/investments/categories', { category_name: 'AGRICULTURE' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A category named AGRICULTURE already exists');
    const empty = await call(t, boss, 'POST', '/api/admin/investments/categories', { category_name: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('The category name is required');
    const id = added.json().category.id;
    const member = await saver(t);
    expect((await call(t, member, 'GET', '/api/show_category')).json()).toContainEqual({ id, category_name: 'Agriculture' });
    expect((await call(t, boss, 'GET', '/api/admin/investments/categories')).json()).toContainEqual({ id, category_name: 'Agriculture' });
    const inv = await offerInvestment(t, boss, { category_id: String(id) });
    expect(inv).toMatchObject({ market_categories_id: id });
  });

  it.each([
    [{ kind: 'bonds' }, 'Choose market or halal'],
    [{ investment_type: '' }, 'The name is required'],
    [{ investment_type: 'x'.repeat(101) }, 'The name can be at most 100 characters'],
    [{ current_value: 'lots' }, 'The current value (price of one slot) must be a number with at most 2 decimal places'],
    [{ current_value: '0' }, 'The current value (price of one slot) must be greater than zero'],
    [{ expected_returns: '1.234' }, 'The expected returns must be an amount with at most 2 decimal places'],
    [{ units: '0' }, 'There must be at least 1 unit'],
    [{ units: 'ten' }, 'The units must be a whole number'],
    [{ start_date: '2027-02-30' }, 'The start date is not a real date'],
    [{ maturity_date: '01/12/2027' }, 'The maturity date must be a date (YYYY-MM-DD)'],
    [{ category_id: '999999' }, 'Choose one of the market categories'],
  ])('refuses %j with its message, storing nothing', async (change, message) => {
    const before = await investmentCount();
    const res = await postInvestment(t, boss, investmentFields(t, change));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await investmentCount()).toBe(before);
  });

  it('refuses dates out of order, a maturity not in the future, a missing field, a non-picture and a JSON body', async () => {
    const before = await investmentCount();
    const refusal = async (fields: Record<string, string>) => {
      const res = await postInvestment(t, boss, fields);
      expect(res.statusCode).toBe(422);
      return res.json().message;
    };
    expect(await refusal(investmentFields(t, { start_date: dayFromToday(t, 1), application_date: dayFromToday(t, 0) }))).toBe('The application date cannot be before the start date');
    expect(await refusal(investmentFields(t, { maturity_date: dayFromToday(t, 1) }))).toBe('The maturity date must be after the application date');
    expect(await refusal(investmentFields(t, { start_date: dayFromToday(t, -3), application_date: dayFromToday(t, -2), maturity_date: dayFromToday(t, 0) }))).toBe('The maturity date must be in the future');
    const { maturity_date: _dropped, ...withoutMaturity } = investmentFields(t);
    expect(await refusal(withoutMaturity)).toBe('The maturity date is required');

    const text = await postInvestment(t, boss, investmentFields(t), { name: 'picture', data: 'not a picture at all', filename: 'farm.png', contentType: 'image/png' });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(UNSUPPORTED_PICTURE_MESSAGE);
    const json = await call(t, boss, 'POST', '/api/admin/investments', investmentFields(t));
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Send the request as a form upload (multipart/form-data) with the picture in the field picture');
    const twoPictures = multipart([
      ...Object.entries(investmentFields(t)).map(([name, data]) => ({ name, data })),
      { name: 'picture', data: png, filename: 'a.png', contentType: 'image/png' },
      { name: 'picture', data: png, filename: 'b.png', contentType: 'image/png' },
    ]);
    const two = await t.app.inject({ method: 'POST', url: '/api/admin/investments', payload: twoPictures.payload, headers: { ...boss.headers, ...twoPictures.headers } });
    expect(two.statusCode).toBe(422);
    expect(two.json().message).toBe('Send one picture');
    expect(await investmentCount()).toBe(before);
  });
});

describe('news and holders', () => {
  it('news is posted, told to each holder once, and read newest first by members on the matching route', async () => {
    const inv = await offerInvestment(t, boss, { investment_type: 'Rice Mill' });
    const holder = await saver(t, { walletKobo: 1_000_000n });
    const onlooker = await saver(t);
    expect((await buy(t, holder, 'market', inv.id, 2)).statusCode).toBe(200);
    expect((await buy(t, holder, 'market', inv.id, 1)).statusCode).toBe(200);
    for (const news of ['The mill is installed', 'First bags sold']) {
      const res = await call(t, boss, 'POST', `/api/admin/investments/${inv.id}/news`, { news });
      expect(res.json()).toEqual({ success: true, message: 'News posted', news: { id: expect.any(Number), news, posted_at: expect.any(String), posted_by: { id: boss.id, name: expect.any(String), email: boss.email } } });
    }
    const told = (await notificationsOf(t, holder)).filter((n) => n.title === 'News: Rice Mill');
    expect(told.map((n) => n.message)).toEqual(['The mill is installed', 'First bags sold']);
    expect((await notificationsOf(t, onlooker)).filter((n) => n.title.startsWith('News'))).toEqual([]);
    const read = (await call(t, onlooker, 'GET', `/api/show_investment/${inv.id}`)).json();
    expect(read.map((n: { news: string }) => n.news)).toEqual(['First bags sold', 'The mill is installed']);
    expect(read[0]).toEqual({ id: expect.any(Number), news: 'First bags sold', posted_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    const wrongKind = await call(t, onlooker, 'GET', `/api/show_halai/${inv.id}`);
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json().message).toBe('This halal investment was not found');

    const empty = await call(t, boss, 'POST', `/api/admin/investments/${inv.id}/news`, { news: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Write the news first');
    const missing = await call(t, boss, 'POST', '/api/admin/investments/999999/news', { news: 'Hello' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Investment not found');
    expect((await call(t, boss, 'POST', '/api/admin/investments/abc/news', { news: 'Hello' })).statusCode).toBe(422);
  });

  it('holders: each purchase, newest first, with what maturity pays; the admin list sums the pool', async () => {
    const inv = await offerInvestment(t, boss, { investment_type: 'Fish Pond', current_value: '500', expected_returns: '75' });
    const ada = await saver(t, { walletKobo: 1_000_000n });
    const bayo = await saver(t, { walletKobo: 1_000_000n });
    await buy(t, ada, 'market', inv.id, 3);
    await buy(t, bayo, 'market', inv.id, 1);
    const res = await call(t, boss, 'GET', `/api/admin/investments/${inv.id}/holders`);
    expect(res.statusCode).toBe(200);
    const { data, next_before } = res.json();
    expect(next_before).toBeNull();
    expect(data.map((h: { member: { id: number }; slots: number; amount: string; payout: string; paid_out_at: null }) => [h.member.id, h.slots, h.amount, h.payout, h.paid_out_at])).toEqual([
      [bayo.id, 1, '500.00', '575.00', null],
      [ada.id, 3, '1500.00', '1725.00', null],
    ]);
    expect(data[0].member).toMatchObject({ email: bayo.email, name: expect.stringMatching(/^Ada Member\d+$/) });
    const row = (await call(t, boss, 'GET', `/api/admin/investments/${inv.id}`)).json().investment;
    expect(row).toMatchObject({ holders: 2, slots_sold: 4, unit_remaining: 96, pool: '2000.00', due_at_maturity: '2300.00', paid_out_holdings: 0 });
    expect((await call(t, boss, 'GET', '/api/admin/investments/999999/holders')).statusCode).toBe(404);
    expect((await call(t, boss, 'GET', `/api/admin/investments/${inv.id}/holders?before=x`)).statusCode).toBe(422);
  });
});
