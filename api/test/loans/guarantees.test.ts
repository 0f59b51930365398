// The guarantor's side and the borrower's reads: approving pledges savings and sends a covered loan to the society,
// declining can close it, resends are throttled, and nobody reaches a loan that is not theirs to see.
import { eq } from 'drizzle-orm';
import { LOAN_STATUS, loanGuarantors, loans, savingsLiens, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, ledgerCheck, newKey, notificationsOf, type Member } from '../wallet/support/money';
import { saver } from '../savings/support/savings';
import { dayFromToday, disburse, loanBody, loanNow } from './support/loans';
import { admin } from '../wallet/support/money';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => expect((await ledgerCheck(t)).ok).toBe(true));

const held = async (userId: number) =>
  (await t.database.db.select().from(savingsLiens).where(eq(savingsLiens.userId, userId))).filter((l) => !l.releasedAt).reduce((s, l) => s + l.amountKobo - l.releasedKobo, 0n);

/** Ada asks for ₦30,000 with ₦20,000 of her own savings: Bola ₦6,000 and Chidi ₦4,000 */
async function loanWithTwoGuarantors() {
  const ada = await saver(t, { walletKobo: 500_000n, regularKobo: 2_000_000n });
  const bola = await saver(t, { regularKobo: 1_000_000n });
  const chidi = await saver(t, { regularKobo: 1_000_000n });
  const res = await call(
    t,
    ada,
    'POST',
    '/api/loanAdd',
    loanBody({ amount: '30000', start: dayFromToday(t, 1), guarantors: [{ user_id: bola.id, guaranteed_amount: '6000' }, { user_id: chidi.id, guaranteed_amount: '4000' }] }),
    { key: true },
  );
  expect(res.statusCode).toBe(200);
  return { ada, bola, chidi, loanId: res.json().loan.loan_id as number };
}

const accept = (who: Member, loanId: number, group = 'Member') => call(t, who, 'POST', `/api/loanAccepted/${group}/${loanId}`);
const decline = (who: Member, loanId: number) => call(t, who, 'POST', `/api/loanDeclined/${loanId}/${loanId}`);

describe('guarantee requests', () => {
  it('are listed to the guarantor; approving pledges, and full cover sends the loan to the society', async () => {
    const { ada, bola, chidi, loanId } = await loanWithTwoGuarantors();
    const requests = (await call(t, bola, 'GET', '/api/show_non_group_loans_for_approval')).json();
    expect(requests[0]).toMatchObject({ first_name: expect.any(String), loan_amount: '30000.00', guaranteed_amount: '6000.00', status: 0, loan_status: 0, loan_id: loanId, loan_group: String(loanId) });
    const first = await accept(bola, loanId);
    expect(first.json()).toEqual({ success: true, message: 'You have approved this guarantee request' });
    expect(await held(bola.id)).toBe(600_000n);
    expect((await loanNow(t, loanId)).status).toBe(LOAN_STATUS.pending);
    expect((await accept(bola, loanId)).statusCode).toBe(200);
    expect(await held(bola.id)).toBe(600_000n);
    await accept(chidi, loanId);
    expect((await loanNow(t, loanId)).status).toBe(LOAN_STATUS.processing);
    expect((await notificationsOf(t, ada)).map((n) => n.title)).toContain('Loan fully guaranteed');
    const details = (await call(t, ada, 'GET', `/api/loanDetails/${loanId}`)).json();
    expect(details.loan).toMatchObject({ loan_status: 2, guaranteed: '10000.00', to_guarantee: '0.00' });
    expect(details.guarantors.map((g: { user_id: number; status: number; held: string }) => [g.user_id, g.status, g.held])).toEqual([
      [bola.id, 1, '6000.00'],
      [chidi.id, 1, '4000.00'],
    ]);
  });

  it('a decline the others cannot make up closes the loan and releases every pledge', async () => {
    const { ada, bola, chidi, loanId } = await loanWithTwoGuarantors();
    await accept(bola, loanId);
    const res = await decline(chidi, loanId);
    expect(res.json().message).toBe('You have declined this guarantee request');
    expect(await loanNow(t, loanId)).toMatchObject({ status: LOAN_STATUS.cancelled, closedReason: 'A guarantor declined and the others cannot cover the loan' });
    expect(await held(bola.id)).toBe(0n);
    expect(await held(ada.id)).toBe(0n);
    expect((await accept(chidi, loanId)).statusCode).toBe(409);
  });

  it('refuses a guarantor whose savings cannot cover the pledge, and anyone not asked', async () => {
    const { ada, bola, loanId } = await loanWithTwoGuarantors();
    const poor = await saver(t);
    await t.database.db.update(loanGuarantors).set({ userId: poor.id }).where(eq(loanGuarantors.userId, bola.id));
    const short = await accept(poor, loanId);
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('Your guarantable amount of ₦0.00 is not enough for this pledge');
    const stranger = await saver(t, { regularKobo: 10_000_000n });
    expect((await accept(stranger, loanId)).statusCode).toBe(404);
    expect((await decline(stranger, loanId)).statusCode).toBe(404);
    expect((await accept(ada, loanId)).statusCode).toBe(404);
    expect((await call(t, stranger, 'GET', `/api/loanGroupApprovalDetails/${loanId}`)).statusCode).toBe(404);
    expect((await call(t, stranger, 'GET', `/api/show_non_group_loans_members/${loanId}`)).statusCode).toBe(404);
  });

  it('lets the borrower resend a request, at most once in 10 minutes, and puts a declined one back to pending', async () => {
    const { ada, bola, chidi, loanId } = await loanWithTwoGuarantors();
    await t.database.db.update(loanGuarantors).set({ status: 2 }).where(eq(loanGuarantors.userId, chidi.id));
    const early = await call(t, ada, 'POST', `/api/loanResendNotification/${loanId}/${chidi.id}`);
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toMatch(/^You can resend this notification in \d+ minutes?$/);
    t.clock.advance(11 * 60_000);
    try {
      const res = await call(t, ada, 'POST', `/api/loanResendNotification/Member/${chidi.id}`);
      expect(res.json()).toEqual({ success: true, message: 'The notification has been sent again' });
      const [row] = await t.database.db.select().from(loanGuarantors).where(eq(loanGuarantors.userId, chidi.id));
      expect(row.status).toBe(0);
      expect((await notificationsOf(t, chidi)).at(-1)?.title).toBe('Guarantee request (reminder)');
      expect((await call(t, bola, 'POST', `/api/loanResendNotification/${loanId}/${chidi.id}`)).statusCode).toBe(404);
      await accept(bola, loanId);
      t.clock.advance(11 * 60_000);
      expect((await call(t, ada, 'POST', `/api/loanResendNotification/${loanId}/${bola.id}`)).statusCode).toBe(409);
    } finally {
      t.clock.reset();
    }
  });
});

describe('my loans', () => {
  it('lists, shows, balances and cancels only my own loans', async () => {
    const { ada, bola, loanId } = await loanWithTwoGuarantors();
    const list = (await call(t, ada, 'GET', '/api/loan/view_loan')).json();
    expect(list.map((l: { loan_id: number }) => l.loan_id)).toEqual([loanId]);
    expect((await call(t, bola, 'GET', '/api/loan/view_loan')).json()).toEqual([]);
    expect((await call(t, bola, 'GET', `/api/loanDetails/${loanId}`)).statusCode).toBe(404);
    expect((await call(t, bola, 'GET', `/api/loanBalance/${loanId}`)).statusCode).toBe(404);
    expect((await call(t, bola, 'GET', `/api/cancel_loan/${loanId}`)).statusCode).toBe(404);
    expect((await call(t, bola, 'GET', `/api/loanGroupApprovalDetails/${loanId}`)).statusCode).toBe(200);
    const byQuery = await t.app.inject({ url: `/api/loanBalance/${loanId}?token=${ada.token}` });
    expect(byQuery.json()).toEqual({ success: true, balance: '0.00' });
    const cancelled = await call(t, ada, 'GET', `/api/cancel_loan/${loanId}`);
    expect(cancelled.json()).toEqual({ success: true, message: 'Loan request cancelled' });
    expect((await call(t, ada, 'POST', `/api/cancel_loan/${loanId}`)).statusCode).toBe(200);
    expect((await call(t, ada, 'GET', '/api/getCompletedLoans')).json()).toMatchObject([{ loan_id: loanId, loan_status: 9, closed_reason: 'Cancelled by you' }]);
    expect(await held(ada.id)).toBe(0n);
    expect((await call(t, ada, 'GET', '/api/loanDetails/abc')).statusCode).toBe(422);
  });

  it('cannot cancel a disbursed loan; its balance is what is owed', async () => {
    const boss = await admin(t);
    const ada = await saver(t, { walletKobo: 500_000n, regularKobo: 10_000_000n });
    const res = await call(t, ada, 'POST', '/api/loanAdd', loanBody({ amount: '9000', start: dayFromToday(t, 1) }), { key: newKey() });
    const loanId = res.json().loan.loan_id;
    await t.database.db.update(loans).set({ status: LOAN_STATUS.approved, approvedBy: boss.id }).where(eq(loans.id, loanId));
    await disburse(t, loanId, boss.id);
    const cancel = await call(t, ada, 'GET', `/api/cancel_loan/${loanId}`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('This loan has already been disbursed, so it can no longer be cancelled');
    expect((await call(t, ada, 'GET', `/api/loanBalance/${loanId}`)).json().balance).toBe('9000.00');
    const details = (await call(t, ada, 'GET', `/api/loanDetails/${loanId}`)).json();
    expect(details.instalments).toHaveLength(3);
    expect(details.loan).toMatchObject({ loan_status: 11, outstanding: '9000.00', next_due_amount: '3000.00' });
  });
});

describe('searchGuarantors', () => {
  it('finds other members by the start of a name (not an e-mail), e-mails masked', async () => {
    const ada = await saver(t);
    const zed = await saver(t);
    await t.database.db.update(users).set({ firstName: 'Zebulon', lastName: 'Okafor' }).where(eq(users.id, zed.id));
    const res = await call(t, ada, 'GET', '/api/searchGuarantors/zebu');
    expect(res.statusCode).toBe(200);
    const found = res.json() as Array<{ id: number; email: string }>;
    expect(found.find((f) => f.id === zed.id)?.email).toMatch(/^.{1,2}\*\*\*@/);
    expect(found.some((f) => f.id === ada.id)).toBe(false);
    expect(found.length).toBeLessThanOrEqual(10);
    const byEmail = (await call(t, ada, 'GET', `/api/searchGuarantors/${encodeURIComponent(zed.email.slice(0, 12))}`)).json();
    expect(byEmail.map((f: { id: number }) => f.id)).not.toContain(zed.id);
    const short = await call(t, ada, 'GET', '/api/searchGuarantors/a');
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('Type at least 2 letters to search');
    expect((await call(t, ada, 'GET', '/api/searchGuarantors/%25%25')).json()).toEqual([]);
  });
});
