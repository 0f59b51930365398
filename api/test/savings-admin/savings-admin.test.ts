// The savings area for administrators: the society's totals, the autosave job's health, one member's savings.
import { savingsLiens, savingsPlans, autosaveRuns, type SavingsPlan } from '../../src/db/schema';
import { MEMBER_ACCOUNT_KIND, targetSavingsAccountKind } from '../../src/ledger';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, call, member, type Member } from '../wallet/support/money';
import { deposit } from '../dividends/support';

let t: TestApp;
let boss: Member;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t);
});
afterAll(() => t.close());

const HOUR = 3600_000;

async function plan(user: Member, values: Partial<typeof savingsPlans.$inferInsert> = {}): Promise<SavingsPlan> {
  const [row] = await t.database.db
    .insert(savingsPlans)
    .values({ userId: user.id, kind: 'regular', amountKobo: 1_000_00n, frequency: 'Monthly', transactionMonth: 5, transactionTime: '09:00', startDate: '2026-01-05', ...values })
    .returning();
  return row;
}

async function run(p: SavingsPlan, status: 'charged' | 'failed', at: Date, reason: string | null = null) {
  await t.database.db.insert(autosaveRuns).values({ planId: p.id, userId: p.userId, dueAt: at, status, amountKobo: p.amountKobo, failureReason: reason, startedAt: at, finishedAt: at });
}

describe('GET admin/savings/totals', () => {
  it('sums each product over the society with the members holding it, active targets only, and active liens', async () => {
    const before = (await call(t, boss, 'GET', '/api/admin/savings/totals')).json();
    expect(before).toMatchObject({ success: true, regular: { balance: '0.00', members: 0 }, liens: { amount: '0.00', members: 0, count: 0 } });
    const ada = await member(t);
    const ben = await member(t);
    await deposit(t, ada, 10_000_00n, MEMBER_ACCOUNT_KIND.regularSavings);
    await deposit(t, ben, 2_500_50n, MEMBER_ACCOUNT_KIND.regularSavings);
    await deposit(t, ada, 3_000_00n, MEMBER_ACCOUNT_KIND.saveToLoan);
    await deposit(t, ben, 5_000_00n, MEMBER_ACCOUNT_KIND.shares);
    const active = await plan(ada, { kind: 'target', targetName: 'Rent', targetedAmountKobo: 50_000_00n });
    const done = await plan(ben, { kind: 'target', targetName: 'Car', targetedAmountKobo: 1_000_00n, status: 'completed' });
    await deposit(t, ada, 4_000_00n, targetSavingsAccountKind(active.id));
    await deposit(t, ben, 7_00n, targetSavingsAccountKind(done.id)); // a closed target's account is not counted
    await t.database.db.insert(savingsLiens).values([
      { userId: ada.id, reason: 'loan_cover', reference: 'loan:1', amountKobo: 1_000_00n },
      { userId: ada.id, reason: 'guarantee', reference: 'loan:2', amountKobo: 500_00n },
      { userId: ben.id, reason: 'guarantee', reference: 'loan:3', amountKobo: 9_00n, releasedAt: new Date() },
    ]);
    const res = await call(t, boss, 'GET', '/api/admin/savings/totals');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      regular: { balance: '12500.50', members: 2 },
      target: { balance: '4000.00', members: 1, active_targets: 1 },
      save_to_loan: { balance: '3000.00', members: 1 },
      shares: { balance: '5000.00', members: 1 },
      liens: { amount: '1500.00', members: 1, count: 2 },
      total_savings: '19500.50',
    });
  });
});

describe('GET admin/savings/autosave', () => {
  it('counts plans on, due and paused, the runs of the last day and week, and lists the latest failures', async () => {
    const ada = await member(t, { firstName: 'Ada', lastName: 'Obi' });
    const now = t.clock.now;
    const due = await plan(ada, { autoStatus: true, nextRunAt: new Date(now.getTime() - HOUR) });
    await plan(ada, { kind: 'save_to_loan', autoStatus: true, nextRunAt: new Date(now.getTime() + 24 * HOUR) });
    const paused = await plan(ada, { kind: 'target', targetName: 'School fees', targetedAmountKobo: 90_000_00n, autoStatus: true, nextRunAt: new Date(now.getTime() - HOUR), pausedAt: now, consecutiveFailures: 3 });
    await plan(ada, { kind: 'target', targetName: 'Old', targetedAmountKobo: 100n, status: 'exited', autoStatus: true, nextRunAt: new Date(now.getTime() - HOUR) });
    await run(due, 'charged', new Date(now.getTime() - 2 * HOUR));
    await run(due, 'charged', new Date(now.getTime() - 3 * 24 * HOUR));
    await run(due, 'charged', new Date(now.getTime() - 9 * 24 * HOUR));
    await run(paused, 'failed', new Date(now.getTime() - 5 * HOUR), 'Insufficient funds');
    await run(paused, 'failed', new Date(now.getTime() - 2 * 24 * HOUR), 'Card expired');
    const res = await call(t, boss, 'GET', '/api/admin/savings/autosave');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      plans: { autosave_on: 3, due_now: 1, paused: 1 },
      runs: { last_24_hours: { charged: 1, failed: 1 }, last_7_days: { charged: 2, failed: 2 } },
    });
    expect(body.recent_failures[0]).toEqual({
      run_id: expect.any(Number),
      plan_id: paused.id,
      user_id: ada.id,
      name: 'Ada Obi',
      email: ada.email,
      kind: 'target',
      target_name: 'School fees',
      amount: '1000.00',
      reason: 'Insufficient funds',
      at: new Date(now.getTime() - 5 * HOUR).toISOString(),
    });
    expect(body.recent_failures.map((f: { reason: string }) => f.reason)).toEqual(['Insufficient funds', 'Card expired']);
  });
});

describe('GET admin/savings/member', () => {
  it("shows one member's balances, plans, liens and latest savings movements, by e-mail or user_id", async () => {
    const ada = await member(t, { firstName: 'Chi', lastName: 'Eze' });
    await deposit(t, ada, 2_000_00n, MEMBER_ACCOUNT_KIND.regularSavings);
    await deposit(t, ada, 1_500_00n, MEMBER_ACCOUNT_KIND.shares);
    const target = await plan(ada, { kind: 'target', targetName: 'Rent', targetedAmountKobo: 10_000_00n, autoStatus: true, nextRunAt: new Date(t.clock.now.getTime() + HOUR), endDate: '2026-11-05' });
    await deposit(t, ada, 3_000_00n, targetSavingsAccountKind(target.id));
    await plan(ada, { kind: 'target', targetName: 'Phone', targetedAmountKobo: 500_00n, status: 'completed', closedAmountKobo: 500_00n, closedAt: t.clock.now });
    await t.database.db.insert(savingsLiens).values({ userId: ada.id, reason: 'loan_cover', reference: 'loan:9', amountKobo: 1_000_00n });
    const other = await member(t);
    await deposit(t, other, 99_00n, MEMBER_ACCOUNT_KIND.regularSavings);

    const res = await call(t, boss, 'GET', `/api/admin/savings/member?email=${encodeURIComponent(ada.email.toUpperCase())}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.member).toEqual({ id: ada.id, name: 'Chi Eze', email: ada.email, member_status: false });
    expect(body.balances).toEqual({ wallet: '0.00', regular: '2000.00', target: '3000.00', save_to_loan: '0.00', shares: '1500.00', pledged: '1000.00' });
    expect(body.plans.map((p: { target_name: string; status: string; balance: string; auto_status: boolean }) => [p.target_name, p.status, p.balance, p.auto_status])).toEqual([
      ['Phone', 'completed', '500.00', false],
      ['Rent', 'active', '3000.00', true],
    ]);
    expect(body.plans[1]).toMatchObject({ targeted_amount: '10000.00', end_date: '2026-11-05', next_run_at: expect.any(String), paused: false });
    expect(body.liens).toEqual([{ id: expect.any(Number), reason: 'loan_cover', reference: 'loan:9', amount: '1000.00', created_at: expect.any(String) }]);
    expect(body.transactions.map((r: { purpose: string; amount: string; category_label: string; transaction_type: string }) => [r.purpose, r.amount, r.category_label, r.transaction_type])).toEqual([
      [targetSavingsAccountKind(target.id), '3000.00', 'Target Savings', 'credit'],
      ['shares', '1500.00', 'Shareholding', 'credit'],
      ['regular_savings', '2000.00', 'Regular Savings', 'credit'],
    ]);
    const byId = await call(t, boss, 'GET', `/api/admin/savings/member?user_id=${ada.id}`);
    expect(byId.json()).toEqual(body);
  });

  it('answers 404 for an unknown member and 422 for a bad query', async () => {
    const missing = await call(t, boss, 'GET', '/api/admin/savings/member?email=nobody@example.com');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'No member has this e-mail or id' });
    expect((await call(t, boss, 'GET', '/api/admin/savings/member?user_id=2000000')).statusCode).toBe(404);
    for (const query of ['', '?user_id=abc', '?user_id=-1', '?user_id=99999999999', `?email=${'a'.repeat(300)}`, '?email=a%00b@example.com']) {
      const res = await call(t, boss, 'GET', `/api/admin/savings/member${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('the savings admin routes', () => {
  it('are for administrators only', async () => {
    const ada = await member(t, { memberStatus: true });
    for (const url of ['/api/admin/savings/totals', '/api/admin/savings/autosave', `/api/admin/savings/member?user_id=${ada.id}`]) {
      expect((await call(t, ada, 'GET', url)).statusCode).toBe(403);
      expect((await call(t, null, 'GET', url)).statusCode).toBe(401);
    }
  });
});
