// Each loan keeps the dual-approval threshold in force when it was approved (issue 24): raising the setting later
// must not let the loan's approver disburse it alone, and a loan approved after the raise goes by the new one.
import { eq } from 'drizzle-orm';
import { LOAN_STATUS, societySettings } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { insertLoan, loanNow } from '../loans/support/loans';
import { saver } from '../savings/support/savings';
import { admin, call, ledgerCheck, type Member } from '../wallet/support/money';

const FIVE_HUNDRED_THOUSAND = 50_000_000n;
const ONE_BILLION = 100_000_000_000n;

let t: TestApp;
let maker: Member;
let checker: Member;
beforeAll(async () => {
  t = await createTestApp();
  maker = await admin(t);
  checker = await admin(t);
});
afterAll(() => t.close());
afterEach(async () => {
  await setThreshold(FIVE_HUNDRED_THOUSAND);
  expect((await ledgerCheck(t)).ok).toBe(true);
});

/** straight into the settings row (raising it through the API is a proposal: test/back-office/settings-controls) */
async function setThreshold(kobo: bigint): Promise<void> {
  await t.database.db.update(societySettings).set({ dualApprovalAboveKobo: kobo }).where(eq(societySettings.id, 1));
}

const act = (who: Member, id: number, action: 'approve' | 'disburse') => call(t, who, 'POST', `/api/admin/loans/${id}/${action}`, undefined, { key: true });
const details = async (id: number) => (await call(t, maker, 'GET', `/api/admin/loans/${id}`)).json().loan;

async function loanInProcessing(): Promise<number> {
  const borrower = await saver(t);
  return (await insertLoan(t, { userId: borrower.id, amountKobo: 60_000_000n, status: LOAN_STATUS.processing })).id;
}

describe('a loan keeps the threshold in force when it was approved', () => {
  it('approved at ₦500,000: raising the setting to ₦1,000,000,000 does not let its approver disburse ₦600,000 alone', async () => {
    const id = await loanInProcessing();
    expect((await act(maker, id, 'approve')).statusCode).toBe(200);
    expect((await loanNow(t, id)).dualApprovalAboveKobo).toBe(FIVE_HUNDRED_THOUSAND);

    await setThreshold(ONE_BILLION);
    expect(await details(id)).toMatchObject({ status: LOAN_STATUS.approved, needs_second_admin: true });
    const alone = await act(maker, id, 'disburse');
    expect(alone.statusCode).toBe(403);
    expect(alone.json().message).toBe('Loans above ₦500,000.00 must be disbursed by a second administrator, not the one who approved them');
    expect((await loanNow(t, id)).status).toBe(LOAN_STATUS.approved);

    expect((await act(checker, id, 'disburse')).statusCode).toBe(200);
    expect((await loanNow(t, id)).status).toBe(LOAN_STATUS.disbursed);
  });

  it('approved after the raise: the new threshold is the loan’s, and its approver may disburse it', async () => {
    await setThreshold(ONE_BILLION);
    const id = await loanInProcessing();
    expect((await act(maker, id, 'approve')).statusCode).toBe(200);
    expect((await loanNow(t, id)).dualApprovalAboveKobo).toBe(ONE_BILLION);
    expect(await details(id)).toMatchObject({ needs_second_admin: false });
    // lowering the setting again does not reach back either
    await setThreshold(FIVE_HUNDRED_THOUSAND);
    expect(await details(id)).toMatchObject({ needs_second_admin: false });
    expect((await act(maker, id, 'disburse')).statusCode).toBe(200);
  });

  it('a loan that kept no threshold (approved before loans kept one) goes by the setting in force', async () => {
    const borrower = await saver(t);
    const loan = await insertLoan(t, { userId: borrower.id, amountKobo: 60_000_000n, status: LOAN_STATUS.approved, approvedBy: maker.id });
    expect(loan.dualApprovalAboveKobo).toBeNull();
    expect(await details(loan.id)).toMatchObject({ needs_second_admin: true });
    expect((await act(maker, loan.id, 'disburse')).statusCode).toBe(403);
    await setThreshold(ONE_BILLION);
    expect(await details(loan.id)).toMatchObject({ needs_second_admin: false });
    expect((await act(maker, loan.id, 'disburse')).statusCode).toBe(200);
  });
});
