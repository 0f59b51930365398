// The admin's side: the queue and details, approve / decline / disburse with two administrators above the threshold
// and the audit trail naming them, business offers, the loan book's aging and its CSV.
import { eq } from 'drizzle-orm';
import { LOAN_STATUS, loanInstalments } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, call, ledgerCheck, notificationsOf, type Member } from '../wallet/support/money';
import { saver } from '../savings/support/savings';
import { insertLoan, loanNow, repayFromWallet } from './support/loans';
import { csvCell } from '../../src/modules/loans/admin/csv';

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

const act = (who: Member, id: number, action: string, body?: unknown) => call(t, who, 'POST', `/api/admin/loans/${id}/${action}`, body, { key: true });

describe('the loan queue', () => {
  it('is for administrators only, shows what needs them, and pages by cursor', async () => {
    const member = await saver(t);
    expect((await call(t, member, 'GET', '/api/admin/loans')).statusCode).toBe(403);
    const borrower = await saver(t);
    const processing = await insertLoan(t, { userId: borrower.id, amountKobo: 1_000_000n, status: LOAN_STATUS.processing });
    // one open loan per member (a unique index): the one still waiting for guarantors is another member's
    const waiting = await insertLoan(t, { userId: (await saver(t)).id, amountKobo: 1_000_000n, status: LOAN_STATUS.pending });
    const offerNeeded = await insertLoan(t, { userId: borrower.id, amountKobo: 1_000_000n, kind: 'business' });
    const queue = (await call(t, maker, 'GET', '/api/admin/loans?limit=100')).json();
    const ids = queue.data.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([processing.id, offerNeeded.id]));
    expect(ids).not.toContain(waiting.id);
    const first = (await call(t, maker, 'GET', '/api/admin/loans?status=all&limit=1')).json();
    expect(first.data).toHaveLength(1);
    const second = (await call(t, maker, 'GET', `/api/admin/loans?status=all&limit=1&cursor=${first.next_cursor}`)).json();
    expect(second.data[0].id).toBeLessThan(first.data[0].id);
    expect((await call(t, maker, 'GET', '/api/admin/loans?status=7')).statusCode).toBe(422);
    const details = (await call(t, maker, 'GET', `/api/admin/loans/${processing.id}`)).json();
    expect(details).toMatchObject({ success: true, loan: { id: processing.id, borrower: { id: borrower.id } }, borrower_savings: { shares: '5000.00' }, approvals: null });
    expect((await call(t, maker, 'GET', '/api/admin/loans/999999')).statusCode).toBe(404);
  });
});

describe('deciding', () => {
  it('approve then disburse: above the threshold a second administrator must disburse; the trail names both', async () => {
    const borrower = await saver(t);
    const loan = await insertLoan(t, { userId: borrower.id, amountKobo: 60_000_000n, status: LOAN_STATUS.processing });
    expect((await act(maker, loan.id, 'disburse')).statusCode).toBe(409);
    const approved = await act(maker, loan.id, 'approve');
    expect(approved.json()).toMatchObject({ success: true, message: 'The loan has been approved', loan: { status: 1, needs_second_admin: true, approved_by: { id: maker.id } } });
    const refused = await act(maker, loan.id, 'disburse');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Loans above ₦500,000.00 must be disbursed by a second administrator, not the one who approved them');
    const paid = await act(checker, loan.id, 'disburse');
    expect(paid.json()).toMatchObject({ message: 'The loan has been disbursed', loan: { status: 11, outstanding: '600000.00' } });
    const trail = (await call(t, maker, 'GET', `/api/admin/loans/${loan.id}`)).json().events;
    expect(trail.map((e: { action: string; actor: { id: number } | null }) => [e.action, e.actor?.id])).toEqual([
      ['approved', maker.id],
      ['disbursed', checker.id],
    ]);
    expect((await notificationsOf(t, borrower)).map((n) => n.title)).toEqual(expect.arrayContaining(['Loan approved', 'Loan disbursed']));
  });

  it('decline needs a reason and closes the loan', async () => {
    const borrower = await saver(t);
    const loan = await insertLoan(t, { userId: borrower.id, amountKobo: 1_000_000n, status: LOAN_STATUS.processing });
    expect((await act(maker, loan.id, 'decline', { reason: '' })).json().message).toBe('Give the member a reason');
    const res = await act(maker, loan.id, 'decline', { reason: 'Incomplete profile' });
    expect(res.json().loan.status).toBe(9);
    expect((await loanNow(t, loan.id)).closedReason).toBe('Declined by the society: Incomplete profile');
  });

  it('a business offer: at least the request, at most twice it; the member is told the mark-up', async () => {
    const owner = await saver(t);
    const request = await insertLoan(t, { userId: owner.id, amountKobo: 10_000_000n, kind: 'business' });
    const offer = (total: string) => call(t, maker, 'POST', `/api/admin/business/${request.id}/offer`, { total_amount: total }, { key: true });
    expect((await offer('99999.99')).json().message).toBe('The offer must be at least the requested amount');
    expect((await offer('200000.01')).json().message).toBe('The offer can be at most twice the requested amount');
    const made = await offer('110000');
    expect(made.json().loan).toMatchObject({ total: '110000.00', status: 0 });
    expect((await notificationsOf(t, owner)).at(-1)?.message).toContain('mark-up ₦10,000.00');
    const loan = await insertLoan(t, { userId: owner.id, amountKobo: 100n });
    expect((await call(t, maker, 'POST', `/api/admin/business/${loan.id}/offer`, { total_amount: '1' }, { key: true })).statusCode).toBe(404);
  });
});

describe('the loan book', () => {
  it('ages what is overdue and exports every disbursed loan as CSV', async () => {
    const borrower = await saver(t);
    const loan = await insertLoan(t, { userId: borrower.id, amountKobo: 3_000_000n, durationMonths: 3, status: LOAN_STATUS.processing });
    await act(maker, loan.id, 'approve');
    await act(maker, loan.id, 'disburse');
    await repayFromWallet(t, loan.id, 500_000n);
    const [first] = await t.database.db.select().from(loanInstalments).where(eq(loanInstalments.loanId, loan.id)).orderBy(loanInstalments.seq);
    t.clock.advance(Date.parse(`${first.dueDate}T10:00:00Z`) - t.clock.now.getTime() + 40 * 86_400_000);
    try {
      // a session from before the jump has expired
      const reader = await admin(t);
      const res = await call(t, reader, 'GET', '/api/admin/loan_book');
      if (res.statusCode !== 200) throw new Error(res.body);
      const book = res.json();
      expect(book.active_loans).toBeGreaterThanOrEqual(1);
      const mine = book.overdue_loans.find((l: { id: number }) => l.id === loan.id);
      // the first instalment's ₦5,000 left and the whole second one (a month later) are overdue
      expect(mine).toMatchObject({ overdue_amount: '15000.00', days_overdue: 40 });
      expect(Number(book.aging['31-60'])).toBeGreaterThanOrEqual(5000);
      const csv = await call(t, reader, 'GET', '/api/admin/loan_book.csv');
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body.trim().split('\n');
      expect(lines[0]).toBe('loan_id,kind,status,borrower,email,amount,total,repaid,outstanding,overdue,days_overdue,bucket,disbursed_on,end_date');
      const row = lines.find((l) => l.startsWith(`${loan.id},`));
      expect(row).toContain(',30000.00,30000.00,5000.00,25000.00,15000.00,40,31-60,');
    } finally {
      t.clock.reset();
    }
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });
});
