// The maturity payout: refused before the maturity date; from it, each holding is paid principal + expected_returns ×
// slots into its holder's wallet exactly once (one transfer per holding, by reference), with a notification; the
// investment becomes paid; a second run pays nothing; a run stopped after a few holdings finishes on the next run. An
// administrator's payout is a proposal another administrator approves (test/back-office/investment-payout-approval.test.ts).
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, accountBalance, societyAccount } from '../../src/ledger';
import { runPayout } from '../../src/modules/investments';
import { payoutReference } from '../../src/modules/investments/payout';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { kobo, saver } from '../savings/support/savings';
import { admin, call, ledgerCheck, notificationsOf, postingsOf, type Member } from '../wallet/support/money';
import { approve } from '../back-office/proposalSupport';
import { buy, dayFromToday, holdingsOf, investmentRow, moveClockToDay, offerInvestment, poolKobo, transfersWithReference } from './support/investments';

let t: TestApp;
let boss: Member;
let checker: Member;
beforeAll(async () => {
  // a week-long session: the tests move the clock to the maturity date
  t = await createTestApp({ TOKEN_TTL_MINUTES: 7 * 24 * 60 });
  boss = await admin(t);
  checker = await admin(t);
});
afterAll(() => t.close());
afterEach(async () => {
  t.clock.reset();
  expect((await ledgerCheck(t)).ok).toBe(true);
});

/** proposed by the boss and approved by the checker: the approval's reply (the proposal's when it was refused) */
async function payout(id: number) {
  const proposed = await call(t, boss, 'POST', `/api/admin/investments/${id}/payout`);
  if (proposed.statusCode !== 202) return proposed;
  return approve(t, checker, proposed.json().proposal.id);
}
const runOf = (res: { json(): { proposal: { result: unknown } } }) => res.json().proposal.result;
const returnsPaid = async () => -(await accountBalance(t.database.db, await societyAccount(t.database.db, SOCIETY_ACCOUNT_KIND.investmentReturns)));

/** ada buys 2 slots, bayo 3 (₦1,000 a slot, ₦150 returns a slot) */
async function heldInvestment() {
  const inv = await offerInvestment(t, boss, { investment_type: 'Cocoa Estate' });
  const ada = await saver(t, { walletKobo: 1_000_000n });
  const bayo = await saver(t, { walletKobo: 1_000_000n });
  for (const [who, slots] of [
    [ada, 2],
    [bayo, 3],
  ] as const) {
    const res = await buy(t, who, 'market', inv.id, slots);
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  return { inv, ada, bayo };
}

describe('the maturity payout', () => {
  it('is refused before the maturity date, and pays nothing', async () => {
    const { inv, ada } = await heldInvestment();
    const maturity = dayFromToday(t, 2);
    const early = await payout(inv.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(`Payouts open on the maturity date, ${maturity}`);
    moveClockToDay(t, 1);
    await expect(runPayout(t.database.db, inv.id, t.clock.now)).rejects.toThrow(`Payouts open on the maturity date, ${maturity}`);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(800_000n);
    expect((await investmentRow(t, inv.id)).status).toBe('open');
    expect((await call(t, boss, 'POST', '/api/admin/investments/999999/payout')).statusCode).toBe(404);
  });

  it('pays each holder principal + returns once, with a notification; the second run pays nothing', async () => {
    const { inv, ada, bayo } = await heldInvestment();
    const returnsBefore = await returnsPaid();
    moveClockToDay(t, 2);
    const run = await payout(inv.id);
    expect(run.statusCode).toBe(200);
    expect(run.json().message).toBe('Cocoa Estate: 2 holdings paid: every holder has been paid');
    expect(runOf(run)).toEqual({ paid: 2, remaining: 0, status: 'paid', investment_id: inv.id });
    // ₦10,000 − ₦2,000 + ₦2,000 + 2 × ₦150; ₦10,000 − ₦3,000 + ₦3,000 + 3 × ₦150
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(1_030_000n);
    expect(await kobo(t, bayo.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(1_045_000n);
    expect(await poolKobo(t, inv.id)).toBe(0n);
    expect((await returnsPaid()) - returnsBefore).toBe(75_000n);
    const holdings = await holdingsOf(t, inv.id);
    for (const h of holdings) {
      expect(h.paidOutAt).not.toBeNull();
      expect(await transfersWithReference(t, payoutReference(h.id))).toBe(1);
    }
    expect(await postingsOf(t, payoutReference(holdings[0].id))).toEqual({
      'member:wallet': 230_000n,
      [`investment_pool:${inv.id}`]: -200_000n,
      [SOCIETY_ACCOUNT_KIND.investmentReturns]: -30_000n,
    });
    const matured = (await notificationsOf(t, ada)).filter((n) => n.title === 'Investment matured');
    expect(matured.map((n) => n.message)).toEqual(['Cocoa Estate has matured: ₦2,300.00 (₦2,000.00 principal and ₦300.00 returns) is in your wallet.']);
    expect((await notificationsOf(t, bayo)).filter((n) => n.title === 'Investment matured')).toHaveLength(1);
    expect(await investmentRow(t, inv.id)).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });

    const again = await payout(inv.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'Every holder of Cocoa Estate has already been paid' });
    expect(await runPayout(t.database.db, inv.id, t.clock.now)).toEqual({ paid: 0, remaining: 0, status: 'paid' });
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(1_030_000n);
    expect((await notificationsOf(t, ada)).filter((n) => n.title === 'Investment matured')).toHaveLength(1);

    expect((await call(t, ada, 'GET', '/api/user_investments')).json()).toEqual([expect.objectContaining({ investments_id: inv.id, slots: 2, payout: '2300.00', paid_out: true })]);
    expect((await call(t, ada, 'GET', '/api/marketTotal')).json()).toEqual({ total: '0.00', slots: 0 });
    const row = (await call(t, boss, 'GET', `/api/admin/investments/${inv.id}`)).json().investment;
    expect(row).toMatchObject({ status: 'paid', paid_out_holdings: 2, due_at_maturity: '0.00', on_sale: false });
  });

  it('a run stopped after one holding leaves the investment paying; the next run pays only the rest', async () => {
    const { inv, ada, bayo } = await heldInvestment();
    moveClockToDay(t, 3);
    expect(await runPayout(t.database.db, inv.id, t.clock.now, { maxHoldings: 1 })).toEqual({ paid: 1, remaining: 1, status: 'paying' });
    expect((await investmentRow(t, inv.id)).status).toBe('paying');
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(1_030_000n);
    expect(await kobo(t, bayo.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(700_000n);
    const rest = await payout(inv.id);
    expect(rest.json().message).toBe('Cocoa Estate: 1 holding paid: every holder has been paid');
    expect(runOf(rest)).toMatchObject({ paid: 1, remaining: 0, status: 'paid' });
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(1_030_000n);
    expect(await kobo(t, bayo.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(1_045_000n);
    for (const h of await holdingsOf(t, inv.id)) expect(await transfersWithReference(t, payoutReference(h.id))).toBe(1);
  });

  it('an investment nobody bought is simply marked paid; a halal payout leaves the market holdings alone', async () => {
    const nobodys = await offerInvestment(t, boss);
    const { inv: market, ada } = await heldInvestment();
    const halal = await offerInvestment(t, boss, { kind: 'halal', investment_type: 'Sukuk', maturity_date: dayFromToday(t, 2) });
    expect((await buy(t, ada, 'halal', halal.id, 1)).statusCode).toBe(200);
    moveClockToDay(t, 2);
    expect(runOf(await payout(nobodys.id))).toMatchObject({ paid: 0, remaining: 0, status: 'paid' });
    expect(runOf(await payout(halal.id))).toMatchObject({ paid: 1, remaining: 0, status: 'paid' });
    expect((await call(t, ada, 'GET', '/api/user_halai')).json()).toEqual([expect.objectContaining({ halai_investments_id: halal.id, paid_out: true })]);
    expect((await call(t, ada, 'GET', '/api/user_investments')).json()).toEqual([expect.objectContaining({ investments_id: market.id, paid_out: false })]);
    expect((await call(t, ada, 'GET', '/api/marketTotal')).json()).toEqual({ total: '2000.00', slots: 2 });
    expect((await call(t, ada, 'GET', '/api/halaiTotal')).json()).toEqual({ total: '0.00', slots: 0 });
    expect((await investmentRow(t, market.id)).status).toBe('open');
  });
});
