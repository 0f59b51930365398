// Settings no single administrator can weaken (issue 24): a higher dual-approval threshold, a lower group quorum, a
// shorter wait after a bank account change, a lower minimum shareholding or higher withdrawal PIN limits wait for a
// second administrator; a change that tightens (or is neutral) applies at once when the SA makes it; every change an
// ADMIN makes is a proposal only an SA may approve.
import { eq } from 'drizzle-orm';
import { auditLog, settingsAudit, societySettings } from '../../src/db/schema';
import { pinLimits } from '../../src/modules/pins';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, call, type Member } from '../wallet/support/money';
import { approve, proposal, reject, sa } from './proposalSupport';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const put = (who: Member, body: unknown) => call(t, who, 'PUT', '/api/admin/settings', body);
const settingsNow = async (who: Member) => (await call(t, who, 'GET', '/api/admin/settings')).json();
const thresholdKobo = async () => (await t.database.db.select().from(societySettings).where(eq(societySettings.id, 1)))[0].dualApprovalAboveKobo;

describe('the finding: one ADMIN raising the dual-approval threshold', () => {
  it('gets a proposal, the setting stays, neither the ADMIN nor another ADMIN can approve it, and an SA applies it', async () => {
    const raiser = await admin(t);
    const colleague = await admin(t);
    const boss = await sa(t);

    const res = await put(raiser, { dual_approval_above: '1000000000' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.settings.dual_approval_above).toBe('500000.00');
    expect(await thresholdKobo()).toBe(50_000_000n);
    expect(body.message).toBe('Proposed: Raise the dual-approval threshold from ₦500,000.00 to ₦1,000,000,000.00. It waits until an SA approves it');
    expect(body.proposal).toMatchObject({
      kind: 'settings',
      status: 'pending',
      summary: 'Raise the dual-approval threshold from ₦500,000.00 to ₦1,000,000,000.00',
      payload: { changes: { dual_approval_above: '1000000000.00' }, before: { dual_approval_above: '500000.00' }, proposer_role: 'ADMIN' },
      proposed_by: { id: raiser.id, email: raiser.email },
      yours: true,
      can_approve: false,
    });
    expect(body.proposals.map((p: { id: number }) => p.id)).toEqual([body.proposal.id]);
    expect(await t.database.db.select().from(settingsAudit)).toEqual([]);
    const id = body.proposal.id as number;

    // the settings page lists it with who proposed what, and whether the reader may approve it
    expect((await settingsNow(colleague)).proposals).toEqual([expect.objectContaining({ id, yours: false, can_approve: false, proposed_by: expect.objectContaining({ id: raiser.id }) })]);
    expect((await settingsNow(boss)).proposals).toEqual([expect.objectContaining({ id, yours: false, can_approve: true })]);

    const own = await approve(t, raiser, id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You proposed this: another administrator must approve it');
    const other = await approve(t, colleague, id);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Only an SA can approve this: an ADMIN proposed this settings change');
    expect(await thresholdKobo()).toBe(50_000_000n);

    const approved = await approve(t, boss, id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'Settings changed: Raise the dual-approval threshold from ₦500,000.00 to ₦1,000,000,000.00',
      proposal: { id, status: 'approved', decided_by: { id: boss.id }, result: { changed: ['dual_approval_above'] }, can_approve: false },
    });
    expect(await thresholdKobo()).toBe(100_000_000_000n);
    // settings_audit names the approver
    expect(await t.database.db.select().from(settingsAudit)).toEqual([
      expect.objectContaining({ field: 'dual_approval_above', oldValue: '500000.00', newValue: '1000000000.00', changedBy: boss.id }),
    ]);
    expect((await settingsNow(boss)).proposals).toEqual([]);

    // the audit trail: the proposal by the ADMIN, the two refusals, the approval by the SA
    const trail = await t.database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(trail.map((r) => [r.action, r.actorId, r.outcome, r.subjectType, r.subjectId])).toEqual([
      ['settings.propose', raiser.id, 'done', 'proposal', String(id)],
      ['proposals.approve', raiser.id, 'refused', 'proposal', String(id)],
      ['proposals.approve', colleague.id, 'refused', 'proposal', String(id)],
      ['proposals.approve', boss.id, 'done', 'proposal', String(id)],
    ]);
    expect(trail[3]).toMatchObject({ actorRole: 'SA', detail: expect.stringContaining('settings'), after: expect.objectContaining({ kind: 'settings', status: 'approved' }) });
  });
});

describe("the SA's changes", () => {
  it('tightening and neutral changes apply at once', async () => {
    const boss = await sa(t);
    const res = await put(boss, { dual_approval_above: '250000', bank_change_cooling_hours: 48, minimum_shareholding: '6000', loan_form_fee: '1500', loan_reminder_days: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Settings saved',
      settings: { dual_approval_above: '250000.00', bank_change_cooling_hours: 48, minimum_shareholding: '6000.00', loan_form_fee: '1500.00', loan_reminder_days: 5 },
      proposals: [],
    });
    expect(res.json().proposal).toBeUndefined();
    expect(await t.database.db.select().from(settingsAudit)).toHaveLength(5);
    const [row] = await t.database.db.select().from(auditLog);
    expect(row).toMatchObject({ action: 'settings.update', actorId: boss.id, subjectType: 'settings', subjectId: '1', after: expect.objectContaining({ dual_approval_above: '250000.00' }) });
  });

  it.each([
    [{ dual_approval_above: '600000' }, 'Raise the dual-approval threshold from ₦500,000.00 to ₦600,000.00'],
    [{ group_loan_quorum: 2 }, 'Lower the group loan quorum from 4 members to 2 members'],
    [{ bank_change_cooling_hours: 0 }, 'Shorten the wait after a bank account change from 24 hours to 0 hours'],
    [{ minimum_shareholding: '4000' }, 'Lower the minimum shareholding from ₦5,000.00 to ₦4,000.00'],
    [{ pin_requests_per_hour: 10 }, 'Raise the PIN requests per hour from 5 requests to 10 requests'],
    [{ pin_max_attempts: 6 }, 'Raise the wrong tries per PIN from 5 tries to 6 tries'],
    [{ wrong_pins_to_lock: 20 }, 'Raise the wrong PINs that lock withdrawals from 10 wrong PINs to 20 wrong PINs'],
  ])('%j weakens a control: a proposal any other administrator may approve', async (change, summary) => {
    const boss = await sa(t);
    const before = await settingsNow(boss);
    const res = await put(boss, change);
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toEqual(before.settings);
    expect(res.json().proposal).toMatchObject({ summary, payload: { proposer_role: 'SA' }, yours: true, can_approve: false });
    const checker = await admin(t);
    expect((await settingsNow(checker)).proposals[0]).toMatchObject({ can_approve: true });
    const approved = await approve(t, checker, res.json().proposal.id);
    expect(approved.statusCode).toBe(200);
    const [field, value] = Object.entries(change)[0];
    expect(String((await settingsNow(boss)).settings[field])).toBe(String(field.endsWith('shareholding') || field.startsWith('dual') ? `${value}.00` : value));
  });

  it('a mixed change saves what tightens and proposes what weakens, and says which is which', async () => {
    const boss = await sa(t);
    const res = await put(boss, { loan_form_fee: '1200', group_loan_quorum: 3, bank_change_cooling_hours: 12 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.settings).toMatchObject({ loan_form_fee: '1200.00', group_loan_quorum: 4, bank_change_cooling_hours: 24 });
    expect(body.message).toBe(
      'Saved: the loan form fee. Proposed: Shorten the wait after a bank account change from 24 hours to 12 hours; Lower the group loan quorum from 4 members to 3 members. It waits until another administrator approves it',
    );
    expect(body.proposal.payload.changes).toEqual({ bank_change_cooling_hours: 12, group_loan_quorum: 3 });
    const [audited] = await t.database.db.select().from(auditLog);
    expect(audited).toMatchObject({ action: 'settings.propose', subjectType: 'proposal', subjectId: String(body.proposal.id), before: { loan_form_fee: '1000.00', group_loan_quorum: 4, bank_change_cooling_hours: 24 } });
  });
});

describe("an ADMIN's changes", () => {
  it('are all proposals, even one that tightens, until an SA approves', async () => {
    const clerk = await admin(t);
    const res = await put(clerk, { dual_approval_above: '100000', loan_form_fee: '900' });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({ dual_approval_above: '500000.00', loan_form_fee: '1000.00' });
    expect(res.json().proposal.summary).toBe('Lower the loan form fee from ₦1,000.00 to ₦900.00; Lower the dual-approval threshold from ₦500,000.00 to ₦100,000.00');
    const boss = await sa(t);
    expect((await approve(t, boss, res.json().proposal.id)).statusCode).toBe(200);
    expect((await settingsNow(boss)).settings).toMatchObject({ dual_approval_above: '100000.00', loan_form_fee: '900.00' });
  });

  it('nothing to change is nothing to propose', async () => {
    const clerk = await admin(t);
    const res = await put(clerk, { loan_form_fee: '1000' });
    expect(res.json()).toMatchObject({ message: 'Nothing changed: the settings already had these values', proposals: [] });
    expect(res.json().proposal).toBeUndefined();
  });
});

describe('a proposal overtaken by another change', () => {
  it('is refused with a 422 and stays pending when its setting moved since; it can then be rejected', async () => {
    const clerk = await admin(t);
    const boss = await sa(t);
    const first = (await put(clerk, { dual_approval_above: '700000' })).json().proposal;
    const second = (await put(clerk, { dual_approval_above: '800000' })).json().proposal;
    expect((await approve(t, boss, first.id)).statusCode).toBe(200);
    const stale = await approve(t, boss, second.id);
    expect(stale.statusCode).toBe(422);
    expect(stale.json().message).toBe('The dual-approval threshold has changed since this was proposed (it is now ₦700,000.00): reject this proposal and propose the change again');
    expect(await thresholdKobo()).toBe(70_000_000n);
    expect((await proposal(t, boss, second.id)).status).toBe('pending');
    expect((await reject(t, boss, second.id, 'Overtaken')).statusCode).toBe(200);
    expect(await proposal(t, boss, second.id)).toMatchObject({ status: 'rejected', decision_note: 'Overtaken', decided_by: { id: boss.id } });
  });
});

describe('the withdrawal PIN limits', () => {
  const limitsInForce = () => pinLimits(t.database.db);

  it("one ADMIN's higher limits are a proposal: the guard keeps the old ones until an SA approves", async () => {
    const raiser = await admin(t);
    const colleague = await admin(t);
    const res = await put(raiser, { pin_requests_per_hour: 20, pin_max_attempts: 10, wrong_pins_to_lock: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({ pin_requests_per_hour: 5, pin_max_attempts: 5, wrong_pins_to_lock: 10 });
    expect(res.json().proposal).toMatchObject({
      summary:
        'Raise the PIN requests per hour from 5 requests to 20 requests; Raise the wrong tries per PIN from 5 tries to 10 tries; Raise the wrong PINs that lock withdrawals from 10 wrong PINs to 30 wrong PINs',
      payload: { changes: { pin_requests_per_hour: 20, pin_max_attempts: 10, wrong_pins_to_lock: 30 }, proposer_role: 'ADMIN' },
    });
    expect(await limitsInForce()).toEqual({ requestsPerHour: 5, maxAttempts: 5, wrongPinsToLock: 10 });

    const id = res.json().proposal.id as number;
    expect((await approve(t, raiser, id)).statusCode).toBe(403);
    expect((await approve(t, colleague, id)).statusCode).toBe(403);
    expect(await limitsInForce()).toEqual({ requestsPerHour: 5, maxAttempts: 5, wrongPinsToLock: 10 });

    const boss = await sa(t);
    expect((await approve(t, boss, id)).statusCode).toBe(200);
    expect(await limitsInForce()).toEqual({ requestsPerHour: 20, maxAttempts: 10, wrongPinsToLock: 30 });
    expect((await settingsNow(boss)).settings).toMatchObject({ pin_requests_per_hour: 20, pin_max_attempts: 10, wrong_pins_to_lock: 30 });
    const audited = await t.database.db.select().from(settingsAudit);
    expect(audited.map((a) => [a.field, a.oldValue, a.newValue, a.changedBy]).sort()).toEqual([
      ['pin_max_attempts', '5', '10', boss.id],
      ['pin_requests_per_hour', '5', '20', boss.id],
      ['wrong_pins_to_lock', '10', '30', boss.id],
    ]);
  });

  it("an SA's lower limits apply at once; raising one back is a proposal another administrator approves", async () => {
    const boss = await sa(t);
    const lowered = await put(boss, { pin_requests_per_hour: 3, pin_max_attempts: 1, wrong_pins_to_lock: 3 });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json()).toMatchObject({ message: 'Settings saved', settings: { pin_requests_per_hour: 3, pin_max_attempts: 1, wrong_pins_to_lock: 3 }, proposals: [] });
    expect(await limitsInForce()).toEqual({ requestsPerHour: 3, maxAttempts: 1, wrongPinsToLock: 3 });

    const raised = await put(boss, { pin_max_attempts: 5 });
    expect(raised.json().proposal.summary).toBe('Raise the wrong tries per PIN from 1 try to 5 tries');
    expect(await limitsInForce()).toMatchObject({ maxAttempts: 1 });
    expect((await approve(t, await admin(t), raised.json().proposal.id)).statusCode).toBe(200);
    expect(await limitsInForce()).toMatchObject({ maxAttempts: 5 });
  });

  it("an ADMIN's lower limit is still a proposal (every ADMIN change is), which an SA approves", async () => {
    const clerk = await admin(t);
    const res = await put(clerk, { wrong_pins_to_lock: 1 });
    expect(res.json().proposal.summary).toBe('Lower the wrong PINs that lock withdrawals from 10 wrong PINs to 1 wrong PIN');
    expect(await limitsInForce()).toMatchObject({ wrongPinsToLock: 10 });
    expect((await approve(t, await sa(t), res.json().proposal.id)).statusCode).toBe(200);
    expect(await limitsInForce()).toMatchObject({ wrongPinsToLock: 1 });
  });
});
