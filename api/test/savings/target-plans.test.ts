// Target plans: create (the end date computed, a sent one only checked), list newest first, details, edit while
// active, autosave on/off per target; every field checked; another member's target or card is a 404; the gates.
import { eq } from 'drizzle-orm';
import { savingsPlans } from '../../src/db/schema';
import { MEMBER_ACCOUNT_KIND, targetSavingsAccountKind } from '../../src/ledger';
import { NOT_A_MEMBER, shareholdingGateMessage } from '../../src/modules/savings/gates';
import { TARGET_MESSAGES } from '../../src/modules/savings/planBodies';
import { PLAN_MESSAGES } from '../../src/modules/savings/planFields';
import { NO_CARD_FOR_AUTOSAVE } from '../../src/modules/savings/planService';
import { addDays, addMonths } from '../../src/time/lagos';
import { getSettings } from '../../src/modules/settings/service';
import { TARGET_CLOSED } from '../../src/modules/savings/targets';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, member, newKey } from '../wallet/support/money';
import { credit, inDays, saver, targetBody } from './support/plans';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (user: Parameters<typeof call>[1], body: Record<string, unknown>, key?: string) => call(t, user, 'POST', '/api/targets/store', body, { key });

describe('creating a target', () => {
  it('computes the end date, turns autosave on with a card, and lists it newest first', async () => {
    const ada = await saver(t);
    const start = inDays(t, 2);
    // 20000 / 5000 = 4 weeks; the end date sent is ignored
    const first = await create(ada, targetBody(t, ada.cardId, { start_date: start, end_date: inDays(t, 300) }));
    expect(first.statusCode).toBe(200);
    const target = first.json().target;
    expect(target).toMatchObject({
      kind: 'target',
      target_name: 'New laptop',
      amount: '5000.00',
      targeted_amount: '20000.00',
      target_balance: '0.00',
      percent_complete: 0,
      remaining_amount: '20000.00',
      end_date: addDays(start, 28),
      start_date: start,
      auto_status: true,
      card_id: ada.cardId,
      status: 'active',
      withdraw_status: 0,
    });
    expect(target.next_run_at).toEqual(expect.any(String));
    // no card: autosave off; monthly, round(10000 / 3000) = 3 months
    const second = await create(ada, targetBody(t, null, { target_name: '  Rent  ', amount: '3000', targeted_amount: '10000', frequency: 'Monthly', transaction_month: 15 }));
    expect(second.statusCode).toBe(200);
    expect(second.json().target).toMatchObject({ target_name: 'Rent', card_id: null, card: null, auto_status: false, next_run_at: null, end_date: addMonths(inDays(t, 1), 3) });

    const list = (await call(t, ada, 'GET', '/api/targets')).json();
    expect(list.success).toBe(true);
    expect(list.data.map((p: { id: number }) => p.id)).toEqual([second.json().target.id, target.id]);
    expect((await call(t, ada, 'GET', '/api/all_targets_plan_per_user')).json()).toEqual(list);
    const details = await call(t, ada, 'GET', `/api/targets/details/${target.id}`);
    expect(details.json()).toEqual([target]);
  });

  it('shows the balance of the target account', async () => {
    const ada = await saver(t);
    const target = (await create(ada, targetBody(t, ada.cardId))).json().target;
    await credit(t, ada.id, targetSavingsAccountKind(target.id), 500_000n);
    const [shown] = (await call(t, ada, 'GET', `/api/targets/details/${target.id}`)).json();
    expect(shown).toMatchObject({ target_balance: '5000.00', percent_complete: 25, remaining_amount: '15000.00' });
  });

  it('creates one target for a double submit with the same Idempotency-Key', async () => {
    const ada = await saver(t);
    const key = newKey();
    const first = await create(ada, targetBody(t, ada.cardId), key);
    const again = await create(ada, targetBody(t, ada.cardId), key);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await call(t, ada, 'GET', '/api/targets')).json().data).toHaveLength(1);
  });

  it('needs membership and the shareholding minimum (the dialog text)', async () => {
    const outsider = await member(t);
    const refused = await create(outsider, targetBody(t, null));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NOT_A_MEMBER);
    const noShares = await saver(t, { shares: false, card: false });
    const gated = await create(noShares, targetBody(t, null));
    expect(gated.statusCode).toBe(403);
    const minimum = (await getSettings(t.database.db)).minimumShareholdingKobo;
    expect(gated.json().message).toBe(shareholdingGateMessage(minimum, 'target'));
    expect(gated.json().message).toMatch(/before you can create a Target$/);
    // half the minimum is still short
    await credit(t, noShares.id, MEMBER_ACCOUNT_KIND.shares, minimum / 2n);
    expect((await create(noShares, targetBody(t, null))).statusCode).toBe(403);
  });

  describe('bad fields', () => {
    let ada: Awaited<ReturnType<typeof saver>>;
    beforeAll(async () => {
      ada = await saver(t);
    });
    const cases: [string, Record<string, unknown>, string][] = [
      ['no name', { target_name: undefined }, TARGET_MESSAGES.name],
      ['a blank name', { target_name: '   ' }, TARGET_MESSAGES.name],
      ['a name of 61 characters', { target_name: 'x'.repeat(61) }, TARGET_MESSAGES.name],
      ['an amount above the target', { amount: '20000.01' }, TARGET_MESSAGES.amountAboveTarget],
      ['no targeted amount', { targeted_amount: undefined }, 'The targeted amount is required'],
      ['a zero targeted amount', { targeted_amount: '0' }, 'The targeted amount must be greater than zero'],
      ['an unknown frequency', { frequency: 'Hourly' }, PLAN_MESSAGES.frequency],
      ['a weekly day 9', { transaction_day: '9' }, PLAN_MESSAGES.day],
      ['a monthly day 40', { frequency: 'Monthly', transaction_month: '40' }, PLAN_MESSAGES.monthDay],
      ['a bad time', { transaction_time: '12:60' }, PLAN_MESSAGES.time],
      ['a bad start date', { start_date: 'tomorrow' }, PLAN_MESSAGES.date],
      ['a bad end date', { end_date: '2026-13-01' }, PLAN_MESSAGES.endDate],
      ['an end date before the start', { start_date: '2099-05-10', end_date: '2099-05-09' }, PLAN_MESSAGES.endBeforeStart],
      ['an end date on the start', { start_date: '2099-05-10', end_date: '2099-05-10' }, PLAN_MESSAGES.endBeforeStart],
    ];
    it.each(cases)('refuses %s (422)', async (_name, change, message) => {
      const res = await create(ada, targetBody(t, ada.cardId, change));
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
    });

    it('refuses a start date in the past', async () => {
      const res = await create(ada, targetBody(t, ada.cardId, { start_date: inDays(t, -3) }));
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(PLAN_MESSAGES.pastStart);
    });

    it("refuses another member's card (404)", async () => {
      const bola = await saver(t);
      const res = await create(ada, targetBody(t, bola.cardId));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Card not found');
      expect((await call(t, ada, 'GET', '/api/targets')).json().data).toEqual([]);
    });
  });
});

describe('changing a target', () => {
  it('edits it (the end date computed again), not below what it holds', async () => {
    const ada = await saver(t);
    const target = (await create(ada, targetBody(t, ada.cardId))).json().target;
    const edited = await call(t, ada, 'POST', `/api/targets/${target.id}`, targetBody(t, ada.cardId, { target_name: 'Car', targeted_amount: '100000', amount: '10000', frequency: 'Daily' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().target).toMatchObject({ id: target.id, target_name: 'Car', targeted_amount: '100000.00', amount: '10000.00', frequency: 'Daily', end_date: addDays(inDays(t, 1), 10), auto_status: true });

    await credit(t, ada.id, targetSavingsAccountKind(target.id), 6_000_000n);
    const below = await call(t, ada, 'POST', `/api/targets/${target.id}`, targetBody(t, ada.cardId, { targeted_amount: '50000', amount: '1000' }));
    expect(below.statusCode).toBe(422);
    expect(below.json().message).toBe('The targeted amount cannot be below the ₦60,000.00 already in this target');
  });

  it('turns autosave off and on; on needs a live card; a paused target resumes', async () => {
    const ada = await saver(t);
    const target = (await create(ada, targetBody(t, ada.cardId))).json().target;
    const off = await call(t, ada, 'POST', `/api/targetsDeactivateAutoSave/${target.id}`);
    expect(off.json().target).toMatchObject({ auto_status: false, next_run_at: null });
    await t.database.db.update(savingsPlans).set({ pausedAt: new Date(), consecutiveFailures: 3 }).where(eq(savingsPlans.id, target.id));
    const on = await call(t, ada, 'POST', `/api/targetsActivateAutoSave/${target.id}`);
    expect(on.statusCode).toBe(200);
    expect(on.json().target).toMatchObject({ auto_status: true, paused: false, consecutive_failures: 0, next_run_at: expect.any(String) });

    const cardless = (await create(ada, targetBody(t, null))).json().target;
    const refused = await call(t, ada, 'POST', `/api/targetsActivateAutoSave/${cardless.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(NO_CARD_FOR_AUTOSAVE);

    expect((await call(t, ada, 'POST', `/api/deleteCards/${ada.cardId}`)).statusCode).toBe(200);
    await call(t, ada, 'POST', `/api/targetsDeactivateAutoSave/${target.id}`);
    const removedCard = await call(t, ada, 'POST', `/api/targetsActivateAutoSave/${target.id}`);
    expect(removedCard.statusCode).toBe(422);
    expect(removedCard.json().message).toMatch(/card of this target was removed/);
  });

  it('refuses a target that ended', async () => {
    const ada = await saver(t);
    const target = (await create(ada, targetBody(t, ada.cardId))).json().target;
    await t.database.db.update(savingsPlans).set({ status: 'exited', autoStatus: false, nextRunAt: null, closedAt: new Date(), closedAmountKobo: 0n }).where(eq(savingsPlans.id, target.id));
    for (const res of [
      await call(t, ada, 'POST', `/api/targets/${target.id}`, targetBody(t, ada.cardId)),
      await call(t, ada, 'POST', `/api/targetsActivateAutoSave/${target.id}`),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(TARGET_CLOSED);
    }
  });

  it("answers 404 for another member's target on every call", async () => {
    const ada = await saver(t);
    const bola = await saver(t);
    const target = (await create(ada, targetBody(t, ada.cardId))).json().target;
    const calls = [
      call(t, bola, 'GET', `/api/targets/details/${target.id}`),
      call(t, bola, 'POST', `/api/targets/${target.id}`, targetBody(t, bola.cardId)),
      call(t, bola, 'POST', `/api/targetsActivateAutoSave/${target.id}`),
      call(t, bola, 'POST', `/api/targetsDeactivateAutoSave/${target.id}`),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    expect((await call(t, bola, 'GET', '/api/targets')).json().data).toEqual([]);
    // ada's own card on her target, edited by bola's card: 404 too
    const theirCard = await call(t, ada, 'POST', `/api/targets/${target.id}`, targetBody(t, bola.cardId));
    expect(theirCard.statusCode).toBe(404);
  });
});
