// The autosave job with the test clock: each period charged once, a long gap caught up once, a refused card fails
// the run and tells the member (in the app and by mail), three failures in a row pause the plan, a success clears
// the count, a target completes through autosave; the development trigger.
import { eq } from 'drizzle-orm';
import { paymentCharges, savingsPlans } from '../../src/db/schema';
import { MEMBER_ACCOUNT_KIND, findMemberAccount, targetSavingsAccountKind } from '../../src/ledger';
import { AUTOSAVE_JOB, runAutosave } from '../../src/modules/savings/autosave';
import { savedCardReference } from '../../src/modules/payments/cardPayment';
import { chargeRun, runClaimKey } from '../../src/modules/savings/autosave/charge';
import { claimDuePlans } from '../../src/modules/savings/autosave/claim';
import { sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { addCard, call, ledgerCheck, notificationsOf } from '../wallet/support/money';
import { planBody, planRow, revokeCard, runsOf, saver, signedInNow, targetBody, type Saver } from './support/plans';
import { autosaveRuns } from '../../src/db/schema';

const DAY = 86_400_000;
const STALE_RUN_MS = 300_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// each test's plans stop here, so the next test's runs see only its own
afterEach(async () => {
  t.clock.reset();
  await t.database.db.update(savingsPlans).set({ autoStatus: false, nextRunAt: null });
});

const runJob = () => runAutosave(t.app.deps, t.clock.now);
const balance = async (user: Saver, purpose: string) => (await findMemberAccount(t.database.db, user.id, purpose))?.balance ?? 0n;

/** a daily regular plan; the clock moved to just after its first charge time */
async function dailyPlan(user: Saver, body: Record<string, unknown> = {}) {
  const res = await call(t, user, 'POST', '/api/saving/store', planBody(t, user.cardId, body));
  expect(res.statusCode).toBe(200);
  return res.json().plan as { id: number; next_run_at: string };
}
const moveTo = (iso: string, plusMs = 1000) => t.clock.advance(Date.parse(iso) + plusMs - t.clock.now.getTime());

describe('the autosave job', () => {
  it('is registered with the scheduler, which runs it', async () => {
    expect(t.app.deps.jobs.jobNames).toContain(AUTOSAVE_JOB);
    const ada = await saver(t);
    const plan = await dailyPlan(ada);
    moveTo(plan.next_run_at);
    expect(await t.app.deps.jobs.runDue(AUTOSAVE_JOB)).toBe('ran');
    expect((await runsOf(t, plan.id)).map((r) => r.status)).toEqual(['charged']);
  });

  it('charges a due plan once per period, and the next period at its own time', async () => {
    const ada = await saver(t);
    const plan = await dailyPlan(ada);
    expect((await runJob()).charged).toBe(0); // not due yet
    moveTo(plan.next_run_at);
    expect(await runJob()).toMatchObject({ charged: 1, failed: 0 });
    expect(await runJob()).toMatchObject({ charged: 0 });
    expect(await balance(ada, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(200_000n);
    const [run] = await runsOf(t, plan.id);
    expect(run).toMatchObject({ status: 'charged', dueAt: new Date(plan.next_run_at), amountKobo: 200_000n, chargeReference: expect.any(String) });
    const row = await planRow(t, plan.id);
    expect(row.nextRunAt!.getTime()).toBe(Date.parse(plan.next_run_at) + DAY);
    // one card charge for the period
    const charges = await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.reference, run.chargeReference!));
    expect(charges).toHaveLength(1);
    t.clock.advance(DAY);
    expect(await runJob()).toMatchObject({ charged: 1 });
    expect(await balance(ada, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(400_000n);
    expect((await ledgerCheck(t)).ok).toBe(true);
  });

  it('catches up a long gap once, not once per missed period', async () => {
    const ada = await saver(t);
    const plan = await dailyPlan(ada);
    moveTo(plan.next_run_at, 10 * DAY);
    expect(await runJob()).toMatchObject({ charged: 1 });
    expect(await runJob()).toMatchObject({ charged: 0 });
    expect(await runsOf(t, plan.id)).toHaveLength(1);
    expect(await balance(ada, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(200_000n);
    // the next charge is the first occurrence after now, not a missed one
    expect((await planRow(t, plan.id)).nextRunAt!.getTime()).toBeGreaterThan(t.clock.now.getTime());
  });

  it('fails on a refused card, tells the member, pauses after three in a row; a success clears the count', async () => {
    const ada = await saver(t);
    const plan = await call(t, ada, 'POST', '/api/save_loan/store', planBody(t, ada.cardId)).then((r) => r.json().plan);
    await revokeCard(t, ada.cardId);
    moveTo(plan.next_run_at);
    expect(await runJob()).toMatchObject({ charged: 0, failed: 1 });
    let row = await planRow(t, plan.id);
    expect(row).toMatchObject({ consecutiveFailures: 1, pausedAt: null });
    const [run] = await runsOf(t, plan.id);
    expect(run).toMatchObject({ status: 'failed', failureReason: expect.stringMatching(/Invalid authorization code/) });
    const notes = await notificationsOf(t, ada);
    expect(notes.at(-1)).toMatchObject({ title: 'Autosave failed', link: '/savings-tab/savetoloan' });
    expect(notes.at(-1)!.message).toMatch(/^We could not take ₦2,000\.00 for your save to loan from your saved card: .*Invalid authorization code/);
    await t.app.deps.mailer.flush();
    expect((await sentMails(t, ada.email)).map((m) => m.subject)).toContainEqual(expect.stringMatching(/^Autosave failed/));
    expect(await balance(ada, MEMBER_ACCOUNT_KIND.saveToLoan)).toBe(0n);

    t.clock.advance(DAY);
    await runJob();
    t.clock.advance(DAY);
    expect(await runJob()).toMatchObject({ failed: 1 });
    row = await planRow(t, plan.id);
    expect(row).toMatchObject({ consecutiveFailures: 3, nextRunAt: null });
    expect(row.pausedAt).not.toBeNull();
    expect((await notificationsOf(t, ada)).at(-1)).toMatchObject({ title: 'Autosave paused' });
    await t.app.deps.mailer.flush();
    expect((await sentMails(t, ada.email)).map((m) => m.subject)).toContainEqual(expect.stringMatching(/^Autosave paused/));
    // paused: nothing more is tried
    t.clock.advance(DAY);
    expect(await runJob()).toMatchObject({ charged: 0, failed: 0 });
    const later = await signedInNow(t, ada);
    expect((await call(t, later, 'GET', '/api/save_loan')).json().data[0]).toMatchObject({ paused: true, next_run_at: null, consecutive_failures: 3 });

    // a new card and an edit resume it; the next success keeps the count at 0
    const newCard = await addCard(t, later);
    const resumed = await call(t, later, 'POST', `/api/save_loan/modify/${plan.id}`, planBody(t, newCard));
    expect(resumed.json().plan).toMatchObject({ paused: false, consecutive_failures: 0 });
    moveTo(resumed.json().plan.next_run_at);
    expect(await runJob()).toMatchObject({ charged: 1 });
    expect(await balance(ada, MEMBER_ACCOUNT_KIND.saveToLoan)).toBe(200_000n);
  });

  it('a success after failures resets them to 0', async () => {
    const ada = await saver(t);
    const plan = await dailyPlan(ada);
    await t.database.db.update(savingsPlans).set({ consecutiveFailures: 2 }).where(eq(savingsPlans.id, plan.id));
    moveTo(plan.next_run_at);
    expect(await runJob()).toMatchObject({ charged: 1 });
    expect((await planRow(t, plan.id)).consecutiveFailures).toBe(0);
  });

  it('fails (and counts) when the shareholding fell below the minimum', async () => {
    const ada = await saver(t);
    const plan = await dailyPlan(ada);
    // the plan now belongs to a member whose shares are below the minimum
    const bola = await saver(t, { shares: false });
    await t.database.db.update(savingsPlans).set({ userId: bola.id, cardId: bola.cardId }).where(eq(savingsPlans.id, plan.id));
    moveTo(plan.next_run_at);
    expect(await runJob()).toMatchObject({ failed: 1 });
    expect((await runsOf(t, plan.id))[0].failureReason).toMatch(/A minimum of .* is required in your Shareholding before you can Fund other Accounts/);
    expect((await planRow(t, plan.id)).consecutiveFailures).toBe(1);
  });

  it('charges a target no more than completes it, and completes it into the wallet', async () => {
    const ada = await saver(t);
    const res = await call(t, ada, 'POST', '/api/targets/store', targetBody(t, ada.cardId, { amount: '3000', targeted_amount: '5000', frequency: 'Daily' }));
    const target = res.json().target;
    moveTo(target.next_run_at);
    expect(await runJob()).toMatchObject({ charged: 1 });
    expect(await balance(ada, targetSavingsAccountKind(target.id))).toBe(300_000n);
    const walletBefore = await balance(ada, MEMBER_ACCOUNT_KIND.wallet);
    t.clock.advance(DAY);
    expect(await runJob()).toMatchObject({ charged: 1 });
    const runs = await runsOf(t, target.id);
    expect(runs.map((r) => r.amountKobo)).toEqual([300_000n, 200_000n]);
    const [shown] = (await call(t, await signedInNow(t, ada), 'GET', `/api/targets/details/${target.id}`)).json();
    expect(shown).toMatchObject({ status: 'completed', target_balance: '5000.00', auto_status: false, next_run_at: null, withdraw_status: 1 });
    expect(await balance(ada, MEMBER_ACCOUNT_KIND.wallet)).toBe(walletBefore + 500_000n);
    t.clock.advance(DAY);
    expect(await runJob()).toMatchObject({ charged: 0, failed: 0 });
    expect((await ledgerCheck(t)).ok).toBe(true);
  });

  it('finishes a run a dead runner left charging, with the same claim: charged once', async () => {
    const ada = await saver(t);
    const plan = await dailyPlan(ada);
    moveTo(plan.next_run_at);
    // a runner claimed the period and died before charging
    const [claimed] = await claimDuePlans(t.database.db, t.clock.now, 10, plan.id);
    expect(claimed.run.status).toBe('charging');
    expect(await runJob()).toMatchObject({ charged: 0 }); // not stale yet
    t.clock.advance(STALE_RUN_MS + 1000);
    expect(await runJob()).toMatchObject({ charged: 1 });
    expect(await runJob()).toMatchObject({ charged: 0 });
    expect(await balance(ada, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(200_000n);
    // died after the charge was applied but before the run was marked: the stored answer finishes it, no new charge
    t.clock.advance(DAY);
    const [second] = await claimDuePlans(t.database.db, t.clock.now, 10, plan.id);
    expect(await chargeRun(t.app.deps, second.run, second.plan)).toBe('charged');
    await t.database.db.update(autosaveRuns).set({ status: 'charging', chargeReference: null }).where(eq(autosaveRuns.id, second.run.id));
    t.clock.advance(STALE_RUN_MS + 1000);
    expect(await runJob()).toMatchObject({ charged: 1 });
    expect(await balance(ada, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(400_000n);
    const charges = await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.userId, ada.id));
    expect(charges.filter((c) => c.purpose === 'regular_savings')).toHaveLength(2);
  });

  it('charges with a new attempt when a dead runner recorded a charge the card provider never saw', async () => {
    const ada = await saver(t);
    const plan = await dailyPlan(ada);
    moveTo(plan.next_run_at);
    const [claimed] = await claimDuePlans(t.database.db, t.clock.now, 10, plan.id);
    // what a runner killed between recording the charge and calling the provider leaves behind
    await t.database.db.insert(paymentCharges).values({
      reference: savedCardReference('regular_savings', ada.id, runClaimKey(claimed.run)),
      userId: ada.id,
      purpose: 'regular_savings',
      channel: 'saved_card',
      amountKobo: 200_000n,
      feeKobo: 3_000n,
      totalKobo: 203_000n,
      cardId: ada.cardId,
      provider: 'sandbox',
      createdAt: new Date(t.clock.now.getTime() - 60_000),
    });
    t.clock.advance(STALE_RUN_MS + 1000);
    expect(await runJob()).toMatchObject({ charged: 1, failed: 0 });
    const [run] = await runsOf(t, plan.id);
    expect(run).toMatchObject({ status: 'charged', attempt: 2 });
    expect(await balance(ada, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(200_000n);
    expect((await planRow(t, plan.id)).consecutiveFailures).toBe(0);
  });

  it('leaves an unsent run alone under a switched-off plan: it fails without counting', async () => {
    const ada = await saver(t);
    const plan = await dailyPlan(ada);
    moveTo(plan.next_run_at);
    await claimDuePlans(t.database.db, t.clock.now, 10, plan.id);
    // the clock moved past the plan's first charge: a session from now
    expect((await call(t, await signedInNow(t, ada), 'POST', '/api/deactivateAutoSave')).statusCode).toBe(200);
    t.clock.advance(STALE_RUN_MS + 1000);
    expect(await runJob()).toMatchObject({ charged: 0, failed: 1 });
    expect((await planRow(t, plan.id)).consecutiveFailures).toBe(0);
    expect(await balance(ada, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(0n);
  });
});

describe('POST /api/dev/autosave/run', () => {
  it("runs the job now; with plan_id it charges that plan's next period without waiting", async () => {
    const ada = await saver(t);
    const plan = await dailyPlan(ada);
    const now = await t.app.inject({ method: 'POST', url: '/api/dev/autosave/run', payload: { plan_id: plan.id } });
    expect(now.statusCode).toBe(200);
    expect(now.json()).toEqual({ success: true, charged: 1, failed: 0 });
    expect(await balance(ada, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(200_000n);
    const [run] = await runsOf(t, plan.id);
    expect(run.dueAt.toISOString()).toBe(plan.next_run_at);
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/autosave/run' })).json()).toEqual({ success: true, charged: 0, failed: 0 });
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/autosave/run', payload: { plan_id: 'x' } })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/autosave/run', payload: { plan_id: 99999999 } })).statusCode).toBe(404);
  });
});

