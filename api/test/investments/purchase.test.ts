// Buying slots with the original client's payloads (facts §2.9) on all four paths: the wallet is debited slots ×
// current value and the investment's pool credited in one ledger transfer, the units taken; a client total that
// differs, more slots than remain, a closed or sold-out investment, an empty wallet and the wrong kind are refused
// with nothing changed; one Idempotency-Key pays once; investments are for members only.
import { MEMBER_ACCOUNT_KIND } from '../../src/ledger';
import { INVESTMENTS_FOR_MEMBERS } from '../../src/modules/investments';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { kobo, nonMember, saver } from '../savings/support/savings';
import { admin, call, ledgerCheck, newKey, notificationsOf, postingsOf, type Member } from '../wallet/support/money';
import { BUY_PATHS, buy, dayFromToday, holdingsOf, investmentRow, moveClockToDay, offerInvestment, poolKobo, purchaseBody, type Kind } from './support/investments';

let t: TestApp;
let boss: Member;
beforeAll(async () => {
  // a week-long session: some tests move the clock past the application date
  t = await createTestApp({ TOKEN_TTL_MINUTES: 7 * 24 * 60 });
  boss = await admin(t);
});
afterAll(() => t.close());
afterEach(async () => {
  t.clock.reset();
  expect((await ledgerCheck(t)).ok).toBe(true);
});

/** what must not move when a purchase is refused */
async function snapshot(member: Member, investmentId: number) {
  return {
    wallet: await kobo(t, member.id, MEMBER_ACCOUNT_KIND.wallet),
    pool: await poolKobo(t, investmentId),
    left: (await investmentRow(t, investmentId)).unitRemaining,
    holdings: (await holdingsOf(t, investmentId)).length,
  };
}

describe.each([
  ['market', BUY_PATHS.market[0]],
  ['market', BUY_PATHS.market[1]],
  ['halal', BUY_PATHS.halal[0]],
  ['halal', BUY_PATHS.halal[1]],
] as Array<[Kind, string]>)('buying %s slots through %s', (kind, path) => {
  it('debits slots × current value from the wallet into the pool and takes the units', async () => {
    const inv = await offerInvestment(t, boss, { kind, investment_type: `${kind} farm`, current_value: '1,250.50', expected_returns: '100', units: '10' });
    const ada = await saver(t, { walletKobo: 1_000_000n });
    const res = await call(t, ada, 'POST', path, purchaseBody(kind, inv.id, 3, '3751.50'), { key: true });
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({
      success: true,
      message: `You bought 3 slots of ${kind} farm for ₦3,751.50. It matures on ${dayFromToday(t, 2)}.`,
      slots: 3,
      total: '3751.50',
      unit_remaining: 7,
      card_id: null,
    });
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(1_000_000n - 375_150n);
    expect(await poolKobo(t, inv.id)).toBe(375_150n);
    expect(await postingsOf(t, reply.reference)).toEqual({ 'member:wallet': -375_150n, [`investment_pool:${inv.id}`]: 375_150n });
    expect((await investmentRow(t, inv.id)).unitRemaining).toBe(7);
    const [holding] = await holdingsOf(t, inv.id);
    expect(holding).toMatchObject({ userId: ada.id, slots: 3, amountKobo: 375_150n, returnsKobo: 30_000n, reference: reply.reference, paidOutAt: null });
    const told = (await notificationsOf(t, ada)).find((n) => n.title === 'Investment bought');
    expect(told?.message).toBe(`You bought 3 slots of ${kind} farm for ₦3,751.50. It matures on ${dayFromToday(t, 2)} with ₦300.00 expected returns.`);
  });
});

describe('refusals change nothing', () => {
  it('a client total that differs from slots × current value', async () => {
    const inv = await offerInvestment(t, boss, { current_value: '1000' });
    const ada = await saver(t, { walletKobo: 1_000_000n });
    const before = await snapshot(ada, inv.id);
    const res = await buy(t, ada, 'market', inv.id, 2, '1999.99');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The total for 2 slots is ₦2,000.00 (₦1,000.00 each). Please check it and try again');
    expect(await snapshot(ada, inv.id)).toEqual(before);
    // the same total written as the client shows it is accepted
    expect((await buy(t, ada, 'market', inv.id, 2, '2,000.00')).statusCode).toBe(200);
  });

  it('more slots than remain, then a sold-out investment', async () => {
    const inv = await offerInvestment(t, boss, { investment_type: 'Goat Ranch', current_value: '100', units: '5' });
    const ada = await saver(t, { walletKobo: 1_000_000n });
    expect((await buy(t, ada, 'market', inv.id, 2)).statusCode).toBe(200);
    const before = await snapshot(ada, inv.id);
    const over = await buy(t, ada, 'market', inv.id, 4, '400');
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ message: 'Only 3 slots are left in Goat Ranch', unit_remaining: 3 });
    expect(await snapshot(ada, inv.id)).toEqual(before);
    expect((await buy(t, ada, 'market', inv.id, 3, '300')).json().unit_remaining).toBe(0);
    const soldOut = await buy(t, ada, 'market', inv.id, 1);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe('Goat Ranch is sold out');
    expect((await call(t, ada, 'GET', `/api/single_investment/${inv.id}`)).json()).toMatchObject({ unit_remaining: 0, on_sale: false });
  });

  it('after the application date the investment is closed', async () => {
    const inv = await offerInvestment(t, boss, { investment_type: 'Yam Barn', start_date: dayFromToday(t, 0), application_date: dayFromToday(t, 1), maturity_date: dayFromToday(t, 5) });
    const ada = await saver(t, { walletKobo: 1_000_000n });
    const lastDay = dayFromToday(t, 1);
    moveClockToDay(t, 2);
    const before = await snapshot(ada, inv.id);
    const res = await buy(t, ada, 'market', inv.id, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Yam Barn is closed: slots could be bought until ${lastDay}`);
    expect(await snapshot(ada, inv.id)).toEqual(before);
    expect((await call(t, ada, 'GET', `/api/single_investment/${inv.id}`)).json().on_sale).toBe(false);
  });

  it('a wallet that cannot pay', async () => {
    const inv = await offerInvestment(t, boss, { current_value: '1000' });
    const ada = await saver(t, { walletKobo: 150_000n });
    const before = await snapshot(ada, inv.id);
    const res = await buy(t, ada, 'market', inv.id, 2);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Insufficient balance: your available balance is ₦1,500.00');
    expect(await snapshot(ada, inv.id)).toEqual(before);
  });

  it('a halal id through the market routes and a market id through the halal routes: not found', async () => {
    const halal = await offerInvestment(t, boss, { kind: 'halal' });
    const market = await offerInvestment(t, boss, { kind: 'market' });
    const ada = await saver(t, { walletKobo: 1_000_000n });
    for (const path of BUY_PATHS.market) {
      const res = await call(t, ada, 'POST', path, purchaseBody('market', halal.id, 1), { key: true });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This market investment was not found');
    }
    for (const path of BUY_PATHS.halal) {
      const res = await call(t, ada, 'POST', path, purchaseBody('halal', market.id, 1), { key: true });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This halal investment was not found');
    }
    // the market key on the halal route names no investment
    const wrongKey = await call(t, ada, 'POST', BUY_PATHS.halal[0], purchaseBody('market', halal.id, 1), { key: true });
    expect(wrongKey.statusCode).toBe(422);
    expect(wrongKey.json().message).toBe('The investment is required');
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(1_000_000n);
    expect((await investmentRow(t, halal.id)).unitRemaining).toBe(100);
  });

  it.each([
    [{ slots: 0 }, 'Buy at least 1 slot'],
    [{ slots: 'two' }, 'Slots must be a whole number'],
    [{ slots: 1.5 }, 'Slots must be a whole number'],
    [{ slots: null }, 'Enter how many slots to buy'],
    [{ investments_id: 'abc' }, 'The investment must be a positive whole number'],
    [{ payment_method: 'Cash' }, 'The payment method must be Wallet, Paystack or Debit Card'],
    [{ total: 'abc' }, 'The total must be an amount with at most 2 decimal places'],
  ])('a bad field %j', async (change, message) => {
    const inv = await offerInvestment(t, boss);
    const ada = await saver(t, { walletKobo: 1_000_000n });
    const res = await call(t, ada, 'POST', BUY_PATHS.market[0], { ...purchaseBody('market', inv.id, 1), ...change }, { key: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(1_000_000n);
  });

  it('without an Idempotency-Key', async () => {
    const inv = await offerInvestment(t, boss);
    const ada = await saver(t, { walletKobo: 1_000_000n });
    const res = await call(t, ada, 'POST', BUY_PATHS.market[0], purchaseBody('market', inv.id, 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Idempotency-Key/);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(1_000_000n);
  });
});

describe('idempotency and membership', () => {
  it('the same Idempotency-Key sent again answers the first purchase and pays once', async () => {
    const inv = await offerInvestment(t, boss, { current_value: '1000' });
    const ada = await saver(t, { walletKobo: 1_000_000n });
    const key = newKey();
    const first = await buy(t, ada, 'market', inv.id, 2, '2000', { key });
    const again = await buy(t, ada, 'market', inv.id, 2, '2000', { key });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(800_000n);
    expect(await holdingsOf(t, inv.id)).toHaveLength(1);
    expect((await investmentRow(t, inv.id)).unitRemaining).toBe(98);
    // the key with another body is a mistake, not a second purchase
    expect((await buy(t, ada, 'market', inv.id, 3, '3000', { key })).statusCode).toBeGreaterThanOrEqual(400);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(800_000n);
  });

  it('a non-member hears the membership message on every investments route, and pays nothing', async () => {
    const inv = await offerInvestment(t, boss);
    const visitor = await nonMember(t);
    const routes: Array<['GET' | 'POST', string, unknown?]> = [
      ['GET', '/api/show_all_investment'],
      ['GET', '/api/show_all_halai'],
      ['GET', `/api/single_investment/${inv.id}`],
      ['GET', `/api/show_investment/${inv.id}`],
      ['GET', '/api/user_investments'],
      ['GET', '/api/marketTotal'],
      ['GET', '/api/halaiTotal'],
      ['POST', BUY_PATHS.market[0], purchaseBody('market', inv.id, 1)],
      ['POST', BUY_PATHS.halal[1], purchaseBody('halal', inv.id, 1)],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(t, visitor, method, url, body, { key: method === 'POST' ? true : undefined });
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, INVESTMENTS_FOR_MEMBERS]);
    }
    expect(INVESTMENTS_FOR_MEMBERS).toBe('Investments are for members. Pay the registration fee to become a member.');
    expect(await holdingsOf(t, inv.id)).toEqual([]);
    expect((await call(t, null, 'GET', '/api/show_all_investment')).statusCode).toBe(401);
  });
});
