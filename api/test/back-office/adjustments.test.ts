// Manual adjustments (issue 24): a correcting transfer between a member's account and the society's suspense account,
// never an edit; proposed by one administrator, posted when another approves it; the reason is on the member's
// transactions and statement; nobody proposes or decides an adjustment to their own account.
import { desc, eq } from 'drizzle-orm';
import { auditLog, ledgerTransfers } from '../../src/db/schema';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND } from '../../src/ledger';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { kobo } from '../savings/support/savings';
import { admin, call, creditWallet, ledgerCheck, member, newKey, notificationsOf, postingsOf, type Member } from '../wallet/support/money';
import { approve, proposal, reject, societyKobo } from './proposalSupport';

let t: TestApp;
let maker: Member;
let checker: Member;
beforeAll(async () => {
  t = await createTestApp();
  maker = await admin(t);
  checker = await admin(t);
});
afterAll(() => t.close());
afterEach(async () => expect((await ledgerCheck(t)).ok).toBe(true));

const propose = (who: Member, body: Record<string, unknown>, key: string | true = true) => call(t, who, 'POST', '/api/admin/adjustments', body, { key });

describe('a credit (a refund)', () => {
  it("is a proposal until another administrator approves it; then suspense → the member's wallet, the reason on their history and statement", async () => {
    const ada = await member(t, { firstName: 'Ada', lastName: 'Obi' });
    const suspenseBefore = await societyKobo(t, SOCIETY_ACCOUNT_KIND.suspense);
    const key = newKey();
    const body = { user_id: ada.id, account: 'wallet', direction: 'credit', amount: '1500.50', reason: 'Refund of a double card charge' };
    const res = await propose(maker, body, key);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      message: 'Proposed: another administrator must approve it before it takes effect',
      proposal: {
        kind: 'adjustment',
        status: 'pending',
        summary: "Credit ₦1,500.50 to Ada Obi's wallet: Refund of a double card charge",
        payload: { user_id: ada.id, account: 'wallet', direction: 'credit', amount: '1500.50', reason: 'Refund of a double card charge' },
      },
    });
    const id = res.json().proposal.id;
    expect((await propose(maker, body, key)).json().proposal.id).toBe(id);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(0n);
    const [proposedRow] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(proposedRow).toMatchObject({ action: 'adjustments.propose', actorId: maker.id, subjectType: 'proposal', subjectId: String(id), subjectUserId: ada.id });

    expect((await approve(t, maker, id)).statusCode).toBe(403);
    const approved = await approve(t, checker, id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ message: "₦1,500.50 credited to Ada Obi's wallet", proposal: { status: 'approved', result: { transfer_reference: `ADJ-${id}` } } });
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(150_050n);
    expect(await postingsOf(t, `ADJ-${id}`)).toEqual({ 'member:wallet': 150_050n, suspense: -150_050n });
    expect(await societyKobo(t, SOCIETY_ACCOUNT_KIND.suspense)).toBe(suspenseBefore - 150_050n);
    const [transfer] = await t.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, `ADJ-${id}`));
    expect(transfer).toMatchObject({ kind: 'adjustment', userId: ada.id, description: 'Adjustment: Refund of a double card charge' });

    const rows = (await call(t, ada, 'GET', '/api/transactions/details')).json().data;
    expect(rows[0]).toMatchObject({ category_label: 'Adjustment', transaction_category: 13, transaction_type: 'credit', amount: '1500.50', description: 'Adjustment: Refund of a double card charge' });
    const csv = await call(t, ada, 'GET', '/api/statement_of_account?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Adjustment: Refund of a double card charge');
    expect((await notificationsOf(t, ada)).map((n) => n.message)).toContain('Credited ₦1,500.50 to your wallet: Refund of a double card charge');
  });
});

describe('a debit (a correction)', () => {
  it('member → suspense; refused when the account is short, at the proposal and again at the approval (still pending)', async () => {
    const bayo = await member(t, { firstName: 'Bayo', lastName: 'Ade' });
    await creditWallet(t, bayo, 1_000_00n);
    const short = await propose(maker, { user_id: bayo.id, account: 'wallet', direction: 'debit', amount: '1000.01', reason: 'Wrongly credited' });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe("Bayo Ade's wallet holds ₦1,000.00: it cannot be debited ₦1,000.01");

    const first = (await propose(maker, { user_id: bayo.id, account: 'wallet', direction: 'debit', amount: '600', reason: 'Wrongly credited' })).json().proposal;
    const second = (await propose(maker, { user_id: bayo.id, account: 'wallet', direction: 'debit', amount: '600', reason: 'Wrongly credited, again' })).json().proposal;
    expect(first.summary).toBe("Debit ₦600.00 from Bayo Ade's wallet: Wrongly credited");
    expect((await approve(t, checker, first.id)).statusCode).toBe(200);
    expect(await kobo(t, bayo.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(400_00n);
    expect(await postingsOf(t, `ADJ-${first.id}`)).toEqual({ 'member:wallet': -600_00n, suspense: 600_00n });
    const refused = await approve(t, checker, second.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("Bayo Ade's wallet holds ₦400.00: it cannot be debited ₦600.00");
    expect((await proposal(t, checker, second.id)).status).toBe('pending');
    expect(await kobo(t, bayo.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(400_00n);
    const rows = (await call(t, bayo, 'GET', '/api/transactions/details')).json().data;
    expect(rows[0]).toMatchObject({ category_label: 'Adjustment', transaction_type: 'debit', amount: '600.00', description: 'Adjustment: Wrongly credited' });
  });

  it('works on a savings account too', async () => {
    const chi = await member(t);
    const res = await propose(maker, { user_id: chi.id, account: 'regular_savings', direction: 'credit', amount: '50', reason: 'Missed autosave credit' });
    expect((await approve(t, checker, res.json().proposal.id)).statusCode).toBe(200);
    expect(await kobo(t, chi.id, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(50_00n);
  });
});

describe('nobody adjusts their own account', () => {
  it('proposing for oneself is refused; deciding (approving or rejecting) one for oneself is refused', async () => {
    const own = await propose(maker, { user_id: maker.id, account: 'wallet', direction: 'credit', amount: '100', reason: 'A bonus for me' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('This is your own account: another administrator must decide on it');
    const [refusedRow] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(refusedRow).toMatchObject({ action: 'adjustments.propose', outcome: 'refused', actorId: maker.id, subjectUserId: maker.id });

    const forChecker = (await propose(maker, { user_id: checker.id, account: 'wallet', direction: 'credit', amount: '100', reason: 'Refund' })).json().proposal;
    expect((await call(t, checker, 'GET', `/api/admin/proposals/${forChecker.id}`)).json().proposal).toMatchObject({ yours: false, can_approve: false });
    for (const decide of [approve(t, checker, forChecker.id), reject(t, checker, forChecker.id)]) {
      const res = await decide;
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This is your own account: another administrator must decide on it');
    }
    expect(await kobo(t, checker.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(0n);
    // a third administrator may
    expect((await approve(t, await admin(t), forChecker.id)).statusCode).toBe(200);
    expect(await kobo(t, checker.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(100_00n);
  });
});

describe('bad input', () => {
  it('is refused with a message and proposes nothing', async () => {
    const ada = await member(t);
    const good = { user_id: ada.id, account: 'wallet', direction: 'credit', amount: '10', reason: 'Refund' };
    for (const [change, message] of [
      [{ account: 'loan_fund' }, "Choose the member's account: wallet, regular_savings, save_to_loan or shares"],
      [{ direction: 'sideways' }, 'Choose credit (money to the member) or debit (money back from the member)'],
      [{ amount: '0' }, 'The adjustment amount must be greater than zero'],
      [{ amount: '1.001' }, 'The adjustment amount must be a number with at most 2 decimal places'],
      [{ reason: ' ' }, 'A reason is required: the member reads it on their statement (e.g. "Refund of a double charge")'],
      [{ reason: 'Line\nbreak' }, 'The reason must be plain text on one line'],
      [{ user_id: 'x' }, 'The member must be a positive whole number'],
    ] as const) {
      const res = await propose(maker, { ...good, ...change });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
    }
    const unknown = await propose(maker, { ...good, user_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Member not found');
    expect((await call(t, maker, 'POST', '/api/admin/adjustments', good)).statusCode).toBe(400);
    expect((await propose(ada, good)).statusCode).toBe(403);
    expect((await call(t, maker, 'GET', '/api/admin/proposals?kind=adjustment&status=all')).json().proposals.every((p: { payload: { user_id: number } }) => p.payload.user_id !== ada.id)).toBe(true);
  });
});
