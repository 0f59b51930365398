// Nothing leaves a suspended account, even through a session that survived (another instance's cache, within
// SESSION_CACHE_MS): a withdrawal (both steps), a savings withdrawal, a checkout and an investment purchase are
// refused with the suspension message and move nothing; a payout reserved before the suspension is held, unsent, and
// goes once the account is reactivated; autosave skips the account without counting it against the card. Money owed
// to it still arrives: an investment's maturity payout and a refunded down payment.
import { and, desc, eq } from 'drizzle-orm';
import { autosaveRuns, notifications, orders, savingsPlans, withdrawalEvents, withdrawals } from '../../src/db/schema';
import { MEMBER_ACCOUNT_KIND, accountBalance, findMemberAccount, withMoneyTransaction } from '../../src/ledger';
import { runPayout } from '../../src/modules/investments';
import { runAutosave } from '../../src/modules/savings/autosave';
import { payoutAccountFor } from '../../src/modules/withdrawals/bankAccount';
import { checkPayout, sendPayout, type PayoutDeps } from '../../src/modules/withdrawals/payout';
import { reconcileWithdrawals } from '../../src/modules/withdrawals/reconcile';
import { reserveWithdrawal } from '../../src/modules/withdrawals/service';
import { giveBankAccount } from '../helpers/memberRecords';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { buy, moveClockToDay, offerInvestment } from '../investments/support/investments';
import { seedDuePlans } from '../savings/support/duePlans';
import { saver } from '../savings/support/savings';
import { checkOut, decide, fillCart, insertProduct, newCategory } from '../shop/fixtures';
import { PASSWORD, admin, call, ledgerCheck, type Member } from '../wallet/support/money';
import { SUSPENDED_TEXT, liftInDatabaseOnly, reactivated, suspendInDatabaseOnly, suspended } from './support';

let t: TestApp;
let boss: Member;
beforeAll(async () => {
  // a week-long session (the maturity test moves the clock); a minute of session cache, the longest allowed
  t = await createTestApp({ SESSION_CACHE_MS: 60_000, TOKEN_TTL_MINUTES: 7 * 24 * 60, SANDBOX_WEBHOOK_DELIVERY: 'off' });
  boss = await admin(t);
});
afterAll(() => t.close());
afterEach(async () => {
  t.clock.reset();
  expect((await ledgerCheck(t)).ok).toBe(true);
});

const kobo = async (user: Member, purpose: string) => (await findMemberAccount(t.database.db, user.id, purpose))?.balance ?? 0n;

/** a member (cached session) with ₦10,000 in the wallet, ₦5,000 regular savings and a bank account */
async function richMember(): Promise<Member> {
  const user = await saver(t, { walletKobo: 1_000_000n, regularKobo: 500_000n });
  await giveBankAccount(t, user);
  expect((await call(t, user, 'GET', '/api/show_wallet_balance')).statusCode).toBe(200); // now in this instance's cache
  return user;
}

function expectSuspensionRefusal(res: { statusCode: number; json(): { message: string } }) {
  expect([res.statusCode, res.json().message]).toEqual([403, SUSPENDED_TEXT]);
}

describe('a session that survived the suspension', () => {
  it('still reads (the cache bound), but cannot withdraw to the bank: neither step, nothing reserved', async () => {
    const ada = await richMember();
    await suspendInDatabaseOnly(t, ada.id, boss);
    expect((await call(t, ada, 'GET', '/api/show_wallet_balance')).statusCode).toBe(200);
    expectSuspensionRefusal(await call(t, ada, 'POST', '/api/verifyPasswordBeforeWithdrawal', { password: PASSWORD, amount: '100', withdrawal_pin: '' }));
    expectSuspensionRefusal(await call(t, ada, 'POST', '/api/paystackWithdrawalToBank', { password: PASSWORD, amount: '100', withdrawal_pin: '123456' }, { key: true }));
    expect(await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, ada.id))).toHaveLength(0);
    expect(await kobo(ada, MEMBER_ACCOUNT_KIND.wallet)).toBe(1_000_000n);
    await liftInDatabaseOnly(t, ada.id);
    expect((await call(t, ada, 'POST', '/api/verifyPasswordBeforeWithdrawal', { password: PASSWORD, amount: '100', withdrawal_pin: '' })).statusCode).toBe(200);
  });

  it('cannot move savings out, not even into its own wallet', async () => {
    const ada = await richMember();
    await suspendInDatabaseOnly(t, ada.id, boss);
    expectSuspensionRefusal(await call(t, ada, 'POST', '/api/savingsWithdrawal', { password: PASSWORD, amount: '100', withdrawal_pin: '123456' }, { key: true }));
    expect(await kobo(ada, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(500_000n);
    expect(await kobo(ada, MEMBER_ACCOUNT_KIND.wallet)).toBe(1_000_000n);
    await liftInDatabaseOnly(t, ada.id);
  });

  it('cannot check out: no order, the wallet and the cart as they were', async () => {
    const ada = await richMember();
    const categoryId = (await newCategory(t, boss)).id;
    const lamp = await insertProduct(t, { categoryId, stock: 5 });
    await fillCart(t, ada, [[lamp.id, 1]]);
    await suspendInDatabaseOnly(t, ada.id, boss);
    expectSuspensionRefusal(await checkOut(t, ada));
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, ada.id))).toHaveLength(0);
    expect(await kobo(ada, MEMBER_ACCOUNT_KIND.wallet)).toBe(1_000_000n);
    await liftInDatabaseOnly(t, ada.id);
    expect((await checkOut(t, ada)).statusCode).toBe(200);
  });

  it('cannot buy an investment', async () => {
    const ada = await richMember();
    const inv = await offerInvestment(t, boss);
    await suspendInDatabaseOnly(t, ada.id, boss);
    expectSuspensionRefusal(await buy(t, ada, 'market', inv.id, 2));
    expect(await kobo(ada, MEMBER_ACCOUNT_KIND.wallet)).toBe(1_000_000n);
    await liftInDatabaseOnly(t, ada.id);
    expect((await buy(t, ada, 'market', inv.id, 2)).statusCode).toBe(200);
  });
});

describe('a payout reserved before the suspension', () => {
  const deps = (): PayoutDeps => ({ db: t.database.db, payments: t.app.deps.payments, now: () => t.clock.now, log: { warn() {}, error() {} } });

  async function reserved(user: Member) {
    const payable = await payoutAccountFor(t.database.db, user.id, t.clock.now);
    if (!payable.ok) throw new Error(payable.message);
    return withMoneyTransaction(t.database.db, (tx) =>
      reserveWithdrawal(tx, { userId: user.id, amountKobo: 250_000n, account: payable.account, provider: t.app.deps.payments.provider.name, now: t.clock.now }),
    );
  }
  const row = async (id: number) => (await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];
  const eventsOf = async (id: number) => (await t.database.db.select().from(withdrawalEvents).where(eq(withdrawalEvents.withdrawalId, id)).orderBy(withdrawalEvents.id)).map((e) => e.kind);

  it('is held, unsent, by the request and by the job (noted once), and sent once the account is reactivated', async () => {
    const ada = await richMember();
    const w = await reserved(ada);
    await suspended(t, boss, ada.id);
    const send = jest.spyOn(t.app.deps.payments.provider, 'initiateTransfer');
    try {
      await sendPayout(deps(), w.id);
      expect(await checkPayout(deps(), w.id)).toBe('not_found');
      expect(send).not.toHaveBeenCalled();
      expect(await row(w.id)).toMatchObject({ status: 'reserved', sendAttempts: 0, leaseUntil: null });
      expect(await eventsOf(w.id)).toEqual(['reserved', 'held']);

      // the job's back-off would wait minutes; a reactivation makes it due at once
      expect(await reconcileWithdrawals(deps(), t.clock.now)).toBe(0);
      await reactivated(t, boss, ada.id);
      expect(await reconcileWithdrawals(deps(), t.clock.now)).toBe(1);
      expect(send).toHaveBeenCalledTimes(1);
      expect(await row(w.id)).toMatchObject({ status: 'sent', sendAttempts: 1 });
    } finally {
      send.mockRestore();
    }
  });
});

it('autosave skips a suspended account: the run fails without counting or telling the member; the others are charged', async () => {
  const seeded = await seedDuePlans(t.database.db, 2, t.clock.now);
  const [suspendedId, activeId] = seeded.userIds;
  await suspended(t, boss, suspendedId);
  for (const planId of seeded.planIds) await runAutosave(t.app.deps, t.clock.now, { planId });
  const runOf = async (userId: number) => (await t.database.db.select().from(autosaveRuns).where(eq(autosaveRuns.userId, userId)).orderBy(desc(autosaveRuns.id)))[0];
  expect(await runOf(suspendedId)).toMatchObject({ status: 'failed', failureReason: 'the account is suspended' });
  expect(await runOf(activeId)).toMatchObject({ status: 'charged' });
  const [plan] = await t.database.db.select().from(savingsPlans).where(eq(savingsPlans.id, seeded.planIds[0]));
  expect(plan).toMatchObject({ consecutiveFailures: 0, pausedAt: null, autoStatus: true });
  expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, suspendedId))).toHaveLength(0);
  const regular = async (userId: number) => (await findMemberAccount(t.database.db, userId, MEMBER_ACCOUNT_KIND.regularSavings))?.balance ?? 0n;
  expect([await regular(suspendedId), await regular(activeId)]).toEqual([0n, 100_000n]);
  await t.database.db.update(savingsPlans).set({ autoStatus: false, nextRunAt: null }).where(and(eq(savingsPlans.userId, activeId)));
});

describe('money owed to a suspended account still arrives', () => {
  it("an investment's maturity payout: principal and returns in the wallet", async () => {
    const ada = await richMember();
    const inv = await offerInvestment(t, boss, { investment_type: 'Palm Oil Mill' });
    expect((await buy(t, ada, 'market', inv.id, 2)).statusCode).toBe(200);
    const before = await kobo(ada, MEMBER_ACCOUNT_KIND.wallet);
    await suspended(t, boss, ada.id);
    moveClockToDay(t, 2);
    expect(await runPayout(t.database.db, inv.id, t.clock.now)).toMatchObject({ paid: 1, status: 'paid' });
    // 2 slots: ₦2,000 principal and ₦300 returns
    expect(await kobo(ada, MEMBER_ACCOUNT_KIND.wallet)).toBe(before + 230_000n);
  });

  it('a down payment refunded when an administrator declines the order', async () => {
    const ada = await richMember();
    const categoryId = (await newCategory(t, boss)).id;
    const lamp = await insertProduct(t, { categoryId, stock: 5, downPaymentKobo: 360_000n });
    await fillCart(t, ada, [[lamp.id, 1]]);
    const placed = await checkOut(t, ada);
    expect(placed.statusCode).toBe(200);
    const afterPaying = await kobo(ada, MEMBER_ACCOUNT_KIND.wallet);
    await suspended(t, boss, ada.id);
    const declined = await decide(t, boss, placed.json().order.id, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(await kobo(ada, MEMBER_ACCOUNT_KIND.wallet)).toBe(afterPaying + 360_000n);
    expect(await accountBalance(t.database.db, (await findMemberAccount(t.database.db, ada.id, MEMBER_ACCOUNT_KIND.wallet))!.id)).toBe(afterPaying + 360_000n);
  });
});
