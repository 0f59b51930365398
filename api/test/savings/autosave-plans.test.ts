// The regular and save-to-loan autosave plans: one per member and kind; store, edit (only one's own; a paused plan
// resumes), deactivate; every field checked; the card must be the member's own; both gates.
import { eq } from 'drizzle-orm';
import { savingsPlans } from '../../src/db/schema';
import { PLAN_MESSAGES } from '../../src/modules/savings/planFields';
import { NOT_A_MEMBER, shareholdingGateMessage } from '../../src/modules/savings/gates';
import { getSettings } from '../../src/modules/settings/service';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { addCard, call, member } from '../wallet/support/money';
import { inDays, planBody, planRow, saver, today } from './support/plans';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const KINDS = [
  { name: 'regular', list: '/api/saving', store: '/api/saving/store', edit: (id: number) => ['PUT', `/api/saving/${id}`] as const, off: '/api/deactivateAutoSave' },
  { name: 'save_to_loan', list: '/api/save_loan', store: '/api/save_loan/store', edit: (id: number) => ['POST', `/api/save_loan/modify/${id}`] as const, off: '/api/deactivateAutoSaveLoan' },
];

describe.each(KINDS)('the $name plan', (kind) => {
  it('is created with autosave on and the next charge at its time, listed, edited and switched off', async () => {
    const ada = await saver(t);
    expect((await call(t, ada, 'GET', kind.list)).json()).toEqual({ success: true, data: [] });
    const created = await call(t, ada, 'POST', kind.store, planBody(t, ada.cardId, { frequency: 'Weekly', transaction_day: '3' }));
    expect(created.statusCode).toBe(200);
    const plan = created.json().plan;
    expect(plan).toMatchObject({ kind: kind.name, status: 'active', amount: '2000.00', frequency: 'Weekly', transaction_day: '3', transaction_month: null, transaction_time: '09:00', card_id: ada.cardId, card: { id: ada.cardId, last4: '4081' }, auto_status: true, paused: false, consecutive_failures: 0 });
    // Wednesday 09:00 Lagos = 08:00 UTC
    const next = new Date(plan.next_run_at);
    expect(next.getUTCDay()).toBe(3);
    expect(next.toISOString().slice(11, 16)).toBe('08:00');
    expect(next.getTime()).toBeGreaterThan(t.clock.now.getTime());
    expect((await call(t, ada, 'GET', kind.list)).json()).toEqual({ success: true, data: [plan] });

    const again = await call(t, ada, 'POST', kind.store, planBody(t, ada.cardId));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/edit it instead/);

    const [method, url] = kind.edit(plan.id);
    const edited = await call(t, ada, method, url, { ...planBody(t, ada.cardId, { amount: '3500.50', frequency: 'Monthly', transaction_month: 31 }), id: plan.id });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().plan).toMatchObject({ id: plan.id, amount: '3500.50', frequency: 'Monthly', transaction_month: 31, transaction_day: null, auto_status: true });

    const off = await call(t, ada, 'POST', kind.off);
    expect(off.statusCode).toBe(200);
    expect(off.json().plan).toMatchObject({ id: plan.id, auto_status: false, next_run_at: null });
    expect((await planRow(t, plan.id)).nextRunAt).toBeNull();

    // switching on again is another store: the inactive plan takes the new schedule
    const on = await call(t, ada, 'POST', kind.store, planBody(t, ada.cardId, { amount: '100' }));
    expect(on.statusCode).toBe(200);
    expect(on.json().plan).toMatchObject({ id: plan.id, amount: '100.00', frequency: 'Daily', auto_status: true });
  });

  it('resumes a paused plan when edited, its failures cleared', async () => {
    const ada = await saver(t);
    const plan = (await call(t, ada, 'POST', kind.store, planBody(t, ada.cardId))).json().plan;
    await t.database.db.update(savingsPlans).set({ pausedAt: new Date(), nextRunAt: null, consecutiveFailures: 3 }).where(eq(savingsPlans.id, plan.id));
    expect((await call(t, ada, 'GET', kind.list)).json().data[0]).toMatchObject({ paused: true, next_run_at: null, consecutive_failures: 3 });
    const [method, url] = kind.edit(plan.id);
    const edited = await call(t, ada, method, url, planBody(t, ada.cardId));
    expect(edited.json().plan).toMatchObject({ paused: false, consecutive_failures: 0, auto_status: true, next_run_at: expect.any(String) });
  });

  it("refuses another member's plan (404) and another member's card (404)", async () => {
    const ada = await saver(t);
    const bola = await saver(t);
    const plan = (await call(t, ada, 'POST', kind.store, planBody(t, ada.cardId))).json().plan;
    const [method, url] = kind.edit(plan.id);
    const foreign = await call(t, bola, method, url, planBody(t, bola.cardId));
    expect(foreign.statusCode).toBe(404);
    const withTheirCard = await call(t, bola, 'POST', kind.store, planBody(t, ada.cardId));
    expect(withTheirCard.statusCode).toBe(404);
    expect(withTheirCard.json().message).toBe('Card not found');
    const editWithTheirCard = await call(t, ada, method, url, planBody(t, bola.cardId));
    expect(editWithTheirCard.statusCode).toBe(404);
    expect((await planRow(t, plan.id)).cardId).toBe(ada.cardId);
    expect((await call(t, bola, 'POST', kind.off)).statusCode).toBe(404);
  });

  it('needs membership (403) and the shareholding minimum (403, the dialog text)', async () => {
    const outsider = await member(t);
    const refused = await call(t, outsider, 'POST', kind.store, planBody(t, 1));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NOT_A_MEMBER);
    expect((await call(t, outsider, 'GET', kind.list)).statusCode).toBe(403);
    const noShares = await saver(t, { shares: false });
    const gated = await call(t, noShares, 'POST', kind.store, planBody(t, noShares.cardId));
    expect(gated.statusCode).toBe(403);
    expect(gated.json().message).toBe(shareholdingGateMessage((await getSettings(t.database.db)).minimumShareholdingKobo, 'fund'));
  });
});

describe('bad fields', () => {
  let ada: Awaited<ReturnType<typeof saver>>;
  beforeAll(async () => {
    ada = await saver(t);
  });
  const cases: [string, Record<string, unknown>, string][] = [
    ['no amount', { amount: undefined }, 'The amount is required'],
    ['a zero amount', { amount: '0' }, 'The amount must be greater than zero'],
    ['three decimals', { amount: '10.005' }, 'The amount must be a number with at most 2 decimal places'],
    ['an unknown frequency', { frequency: 'Yearly' }, PLAN_MESSAGES.frequency],
    ['a weekly plan without a day', { frequency: 'Weekly', transaction_day: '' }, PLAN_MESSAGES.day],
    ['a weekly day 8', { frequency: 'Weekly', transaction_day: '8' }, PLAN_MESSAGES.day],
    ['a weekly day 0', { frequency: 'Weekly', transaction_day: 0 }, PLAN_MESSAGES.day],
    ['a monthly day 32', { frequency: 'Monthly', transaction_month: 32 }, PLAN_MESSAGES.monthDay],
    ['a monthly day 0', { frequency: 'Monthly', transaction_month: '0' }, PLAN_MESSAGES.monthDay],
    ['a time 25:00', { transaction_time: '25:00' }, PLAN_MESSAGES.time],
    ['a time 9am', { transaction_time: '9am' }, PLAN_MESSAGES.time],
    ['a start date not a date', { start_date: '2026-02-30' }, PLAN_MESSAGES.date],
    ['no card', { card_id: undefined }, PLAN_MESSAGES.card],
    ['a card id not a number', { card_id: 'abc' }, PLAN_MESSAGES.card],
  ];
  it.each(cases)('refuses %s (422)', async (_name, change, message) => {
    const res = await call(t, ada, 'POST', '/api/saving/store', planBody(t, ada.cardId, change));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect((await call(t, ada, 'GET', '/api/saving')).json().data).toEqual([]);
  });

  it("refuses a start date before the server's today, takes today", async () => {
    const past = await call(t, ada, 'POST', '/api/saving/store', planBody(t, ada.cardId, { start_date: inDays(t, -1) }));
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe(PLAN_MESSAGES.pastStart);
    const todayPlan = await call(t, ada, 'POST', '/api/save_loan/store', planBody(t, ada.cardId, { start_date: today(t) }));
    expect(todayPlan.statusCode).toBe(200);
  });

  it('refuses a removed card (404)', async () => {
    const bola = await saver(t);
    const second = await addCard(t, bola);
    expect((await call(t, bola, 'POST', `/api/deleteCards/${second}`)).statusCode).toBe(200);
    const res = await call(t, bola, 'POST', '/api/saving/store', planBody(t, second));
    expect(res.statusCode).toBe(404);
  });

  it('refuses a plan id that is not a number (422) and one that does not exist (404)', async () => {
    expect((await call(t, ada, 'PUT', '/api/saving/abc', planBody(t, ada.cardId))).statusCode).toBe(422);
    expect((await call(t, ada, 'PUT', '/api/saving/99999999', planBody(t, ada.cardId))).statusCode).toBe(404);
  });
});
