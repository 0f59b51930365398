// Membership gates by every path (issue 26): a card checkout (POST payments/charges) checks the gate the direct route
// checks (membership; the shareholding minimum before funding another package), and a paid charge is checked again
// when it is applied, by the member's request, the webhook or the job. Money that arrives for a gate that no longer
// holds is not lost: it goes to the member's wallet and they are told why.
import { eq } from 'drizzle-orm';
import { SUCCESS_CARD, payWithCard } from './helpers';
import { users } from '../../src/db/schema';
import { CHARGE_JOB } from '../../src/modules/payments/chargeSettlement';
import { MEMBER_ACCOUNT_KIND } from '../../src/ledger';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { GATE_TEXT, MINIMUM_SHARES_KOBO, credit, kobo, saver } from '../savings/support/savings';
import { balanceOf, call, creditWallet, eventually, ledgerCheck, member, newKey, notificationsOf, type Member } from '../wallet/support/money';
import { paymentSourceOf } from '../../src/modules/payments';

const NOT_MEMBER_SHARES = 'Only members can pay for shareholdings. Pay the registration fee to become a member.';
const NOT_MEMBER_SAVINGS = 'Only members can pay for regular savings. Pay the registration fee to become a member.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const startCharge = (user: Member, body: Record<string, unknown>) => call(t, user, 'POST', '/api/payments/charges', body);
const byCheckout = (amount: string, reference: string) => ({ amount, payment_method: 'Paystack', paystack_id: reference, date_time: '2026-01-01' });
/** the shares fall below the society's minimum (moved out straight, as an exit or a correction would) */
const sharesDrop = (user: Member, by: bigint) => credit(t, user.id, MEMBER_ACCOUNT_KIND.shares, -by);

describe('starting a card checkout (POST payments/charges)', () => {
  it('refuses shares for someone who is not a member, as addShareHoldingsFunds does', async () => {
    const outsider = await member(t);
    const res = await startCharge(outsider, { purpose: 'shareholding', amount: '5000' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(NOT_MEMBER_SHARES);
  });

  it('refuses savings for a non-member whose shares reached the minimum anyway', async () => {
    const outsider = await member(t);
    await credit(t, outsider.id, MEMBER_ACCOUNT_KIND.shares, MINIMUM_SHARES_KOBO);
    for (const purpose of ['regular_savings', 'save_to_loan']) {
      const res = await startCharge(outsider, { purpose, amount: '100' });
      expect(res.statusCode).toBe(403);
    }
    expect((await startCharge(outsider, { purpose: 'regular_savings', amount: '100' })).json().message).toBe(NOT_MEMBER_SAVINGS);
  });

  it('refuses savings for a member below the shareholding minimum, with the dialog’s words', async () => {
    const ada = await saver(t, { sharesKobo: 1n });
    const res = await startCharge(ada, { purpose: 'regular_savings', amount: '100' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(GATE_TEXT);
  });

  it('still lets anyone fund their wallet or pay the registration fee', async () => {
    const outsider = await member(t);
    expect((await startCharge(outsider, { purpose: 'wallet_funding', amount: '100' })).statusCode).toBe(200);
    expect((await startCharge(outsider, { purpose: 'registration_fee' })).statusCode).toBe(200);
  });
});

describe('a paid charge whose gate no longer holds', () => {
  it('the webhook puts it in the wallet and tells the member; their request then hears why, and nothing goes to savings', async () => {
    const ada = await saver(t);
    const started = await startCharge(ada, { purpose: 'regular_savings', amount: '1000' });
    expect(started.statusCode).toBe(200);
    const { reference } = started.json();
    await sharesDrop(ada, 1_00n);
    await payWithCard(t, reference, SUCCESS_CARD);
    await eventually(async () => (await balanceOf(t, ada)) === '1000.00');
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(0n);
    const [notice] = (await notificationsOf(t, ada)).filter((n) => n.title === 'Payment added to your wallet');
    expect(notice.message).toBe(`${GATE_TEXT}. Your card payment of ₦1,000.00 (reference ${reference}) has been added to your wallet.`);

    const res = await call(t, ada, 'POST', '/api/savingsFunds', byCheckout('1000', reference), { key: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(`${GATE_TEXT}. Your payment of ₦1,000.00 has been added to your wallet.`);
    expect(await balanceOf(t, ada)).toBe('1000.00');
    expect((await ledgerCheck(t)).ok).toBe(true);
  });
});

describe('a paid charge applied by the request or the job, webhooks lost', () => {
  let quiet: TestApp;
  beforeAll(async () => {
    quiet = await createTestApp({ SANDBOX_WEBHOOK_DELIVERY: 'off' });
  });
  afterAll(() => quiet.close());

  it('the request: the gate is checked again, the money goes to the wallet, and a replay says the same', async () => {
    const ada = await saver(quiet);
    const started = await call(quiet, ada, 'POST', '/api/payments/charges', { purpose: 'regular_savings', amount: '250' });
    const { reference } = started.json();
    await credit(quiet, ada.id, MEMBER_ACCOUNT_KIND.shares, -1_00n);
    await payWithCard(quiet, reference, SUCCESS_CARD);
    const key = newKey();
    const res = await call(quiet, ada, 'POST', '/api/savingsFunds', byCheckout('250', reference), { key });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(`${GATE_TEXT}. Your payment of ₦250.00 has been added to your wallet.`);
    expect(await balanceOf(quiet, ada)).toBe('250.00');
    expect(await kobo(quiet, ada.id, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(0n);
    const replay = await call(quiet, ada, 'POST', '/api/savingsFunds', byCheckout('250', reference), { key });
    expect(replay.json()).toEqual(res.json());
    // once in the wallet, the charge is spent: another request cannot also put it in savings
    const again = await call(quiet, ada, 'POST', '/api/savingsFunds', byCheckout('250', reference), { key: true });
    expect(again.statusCode).not.toBe(200);
    expect(await balanceOf(quiet, ada)).toBe('250.00');
    expect((await ledgerCheck(quiet)).ok).toBe(true);
  });

  it('the job: a shares checkout by someone who is no member (started before the gate) lands in their wallet', async () => {
    const ada = await member(quiet, { memberStatus: true });
    const started = await call(quiet, ada, 'POST', '/api/payments/charges', { purpose: 'shareholding', amount: '300' });
    expect(started.statusCode).toBe(200);
    // as a charge started by a non-member before this gate existed
    await quiet.database.db.update(users).set({ memberStatus: false }).where(eq(users.id, ada.id));
    await payWithCard(quiet, started.json().reference, SUCCESS_CARD);
    quiet.clock.advance(5 * 60_000);
    expect(await quiet.app.deps.jobs.runDue(CHARGE_JOB)).toBe('ran');
    expect(await kobo(quiet, ada.id, MEMBER_ACCOUNT_KIND.shares)).toBe(0n);
    expect(await balanceOf(quiet, ada)).toBe('300.00');
    const [notice] = (await notificationsOf(quiet, ada)).filter((n) => n.title === 'Payment added to your wallet');
    expect(notice.message).toContain(NOT_MEMBER_SHARES);
    quiet.clock.reset();
  });
});

describe('a wallet payment taken for a gated purpose by any caller', () => {
  /** a non-member's wallet payment for shares, on the general path or in the one statement (wallet_payment) */
  async function expectRefusedForNonMember(key: string, inOneStatement: boolean): Promise<void> {
    const outsider = await member(t);
    await creditWallet(t, outsider, 100_000n);
    const reply = () => ({ status: 200, body: { success: true, balance: '' } });
    const take = () =>
      t.app.deps.payments.takeFromMember(t.database.db, {
        userId: outsider.id,
        purpose: 'shareholding',
        source: paymentSourceOf({ payment_method: 'wallet' }),
        input: { amount: 50_000n },
        claim: { scope: `user:${outsider.id}`, key, requestHash: 'h' },
        reply,
        ...(inOneStatement ? { replyWithoutBalance: () => ({ ...reply(), balanceKey: 'balance' as const }) } : {}),
      });
    const first = await take();
    expect(first).toMatchObject({ status: 403, body: { success: false, message: NOT_MEMBER_SHARES } });
    expect((await take()).replayed).toBe(true);
    expect(await kobo(t, outsider.id, MEMBER_ACCOUNT_KIND.shares)).toBe(0n);
    expect(await balanceOf(t, outsider)).toBe('1000.00');
  }

  it('is refused for a non-member, the refusal kept under the key, nothing moved', () => expectRefusedForNonMember('gate-key', false));

  it('is refused for a non-member in the one-statement wallet payment too (wallet_payment checks membership)', () => expectRefusedForNonMember('gate-key-one-statement', true));
});
