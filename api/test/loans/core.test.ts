// The loans area's money core: disbursement (loan fund → wallet, receivable owed, schedule), repayments (loan fund,
// receivable, instalments oldest first, pro-rata lien release, completion), business mark-up earned pro rata,
// maker-checker on large disbursements. The ledger check passes after each.
import { asc, eq } from 'drizzle-orm';
import { LOAN_STATUS, loanInstalments, savingsLiens } from '../../src/db/schema';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, loanReceivableAccountKind, societyAccount, accountBalance, withMoneyTransaction } from '../../src/ledger';
import { closeLoan } from '../../src/modules/loans/close';
import { lockLoan } from '../../src/modules/loans/loanRows';
import { repaymentFigures } from '../../src/modules/loans/repaymentState';
import { instalmentPlan, instalmentKobo, firstDueDate } from '../../src/modules/loans/schedule';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, ledgerCheck } from '../wallet/support/money';
import { credit, kobo, saver } from '../savings/support/savings';
import { disburse, insertLoan, loanNow, pledgeTo, repayFromWallet } from './support/loans';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => expect((await ledgerCheck(t)).ok).toBe(true));

const held = async (userId: number) =>
  (await t.database.db.select().from(savingsLiens).where(eq(savingsLiens.userId, userId))).reduce((sum, l) => sum + l.amountKobo - l.releasedKobo, 0n);

describe('the schedule', () => {
  it('splits a total into whole kobo that add up exactly, the first instalments a kobo larger', () => {
    const plan = instalmentPlan(10_000_001n, 3, 'Monthly', '2027-01-31');
    expect(plan.map((p) => p.dueDate)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
    expect(plan.map((p) => p.amountKobo)).toEqual([33_333_34n, 33_333_34n, 33_333_33n]);
    expect(plan.reduce((s, p) => s + p.amountKobo, 0n)).toBe(10_000_001n);
    expect(instalmentKobo(10_000_001n, 3, 'Monthly')).toBe(33_333_34n);
    expect(instalmentPlan(1_200_000n, 1, 'Weekly', '2027-01-01').map((p) => [p.dueDate, p.amountKobo])).toEqual([
      ['2027-01-01', 300_000n],
      ['2027-01-08', 300_000n],
      ['2027-01-15', 300_000n],
      ['2027-01-22', 300_000n],
    ]);
  });
  it('starts on the chosen day, or one period after disbursement when that day has passed', () => {
    expect(firstDueDate('2027-02-01', '2027-01-10', 'Monthly')).toBe('2027-02-01');
    expect(firstDueDate('2027-01-05', '2027-01-10', 'Monthly')).toBe('2027-02-10');
    expect(firstDueDate('2027-01-10', '2027-01-10', 'Weekly')).toBe('2027-01-17');
  });
});

describe('disbursing and repaying a loan', () => {
  it('pays the wallet from the loan fund, owes the receivable, and releases pledges pro rata until completion', async () => {
    const boss = await admin(t);
    const borrower = await saver(t, { regularKobo: 100_000_00n });
    const guarantor = await saver(t, { regularKobo: 100_000_00n });
    const loan = await insertLoan(t, { userId: borrower.id, amountKobo: 150_000_00n, ownCoverKobo: 100_000_00n, status: LOAN_STATUS.approved, approvedBy: boss.id });
    await pledgeTo(t, loan, borrower.id, 100_000_00n, 'loan_cover');
    await pledgeTo(t, loan, guarantor.id, 50_000_00n);
    const fund = await societyAccount(t.database.db, SOCIETY_ACCOUNT_KIND.loanFund);
    const fundBefore = await accountBalance(t.database.db, fund);

    const disbursed = await disburse(t, loan.id, boss.id);
    expect(disbursed.status).toBe(LOAN_STATUS.disbursed);
    expect(await kobo(t, borrower.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(150_000_00n);
    expect(await kobo(t, borrower.id, loanReceivableAccountKind(loan.id))).toBe(150_000_00n);
    expect(await accountBalance(t.database.db, fund)).toBe(fundBefore - 150_000_00n);
    const schedule = await t.database.db.select().from(loanInstalments).where(eq(loanInstalments.loanId, loan.id)).orderBy(asc(loanInstalments.seq));
    expect(schedule.map((i) => i.amountKobo)).toEqual([75_000_00n, 75_000_00n]);
    expect(disbursed.endDate).toBe(schedule[1].dueDate);

    // a third repaid: each pledge holds ⌈its amount × 2/3⌉
    const first = await repayFromWallet(t, loan.id, 50_000_00n);
    expect(first).toEqual({ outstandingKobo: 100_000_00n, completed: false });
    expect(await held(borrower.id)).toBe(66_666_67n);
    expect(await held(guarantor.id)).toBe(33_333_34n);
    const [i1, i2] = await t.database.db.select().from(loanInstalments).where(eq(loanInstalments.loanId, loan.id)).orderBy(asc(loanInstalments.seq));
    expect([i1.paidKobo, i2.paidKobo]).toEqual([50_000_00n, 0n]);

    await expect(repayFromWallet(t, loan.id, 100_000_01n)).rejects.toMatchObject({ statusCode: 422, message: 'Repaid Amount is more than your remaining balance' });
    const [first1] = [...(await repaymentFigures(t.database.db, [await loanNow(t, loan.id)], schedule[1].dueDate)).values()];
    expect(first1).toEqual({ outstandingKobo: 100_000_00n, repaidKobo: 50_000_00n, nextDueDate: schedule[0].dueDate, nextDueKobo: 25_000_00n, overdueKobo: 25_000_00n, daysOverdue: expect.any(Number) });
    expect(first1.daysOverdue).toBeGreaterThanOrEqual(28);
    const last = await repayFromWallet(t, loan.id, 100_000_00n);
    expect(last).toEqual({ outstandingKobo: 0n, completed: true });
    expect((await loanNow(t, loan.id)).status).toBe(LOAN_STATUS.completed);
    expect(await held(borrower.id)).toBe(0n);
    expect(await held(guarantor.id)).toBe(0n);
    expect(await accountBalance(t.database.db, fund)).toBe(fundBefore);
    await expect(repayFromWallet(t, loan.id, 1n)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('earns a business mark-up pro rata, exactly the mark-up at the end', async () => {
    const boss = await admin(t);
    const owner = await saver(t, { walletKobo: 0n });
    const loan = await insertLoan(t, { userId: owner.id, kind: 'business', amountKobo: 100_000_00n, totalKobo: 110_000_00n, status: LOAN_STATUS.approved, approvedBy: boss.id });
    const income = await societyAccount(t.database.db, SOCIETY_ACCOUNT_KIND.businessMarkupIncome);
    const before = await accountBalance(t.database.db, income);
    await disburse(t, loan.id, boss.id);
    // the wallet holds the 100,000 lent; 10,000 more to repay the offer
    await credit(t, owner.id, MEMBER_ACCOUNT_KIND.wallet, 10_000_00n);
    await repayFromWallet(t, loan.id, 33_333_33n);
    expect(await accountBalance(t.database.db, income)).toBe(before + 3_030_30n);
    await repayFromWallet(t, loan.id, 76_666_67n);
    expect(await accountBalance(t.database.db, income)).toBe(before + 10_000_00n);
    expect((await loanNow(t, loan.id)).status).toBe(LOAN_STATUS.completed);
  });

  it('needs a second administrator above the threshold, and never disburses twice', async () => {
    const maker = await admin(t);
    const checker = await admin(t);
    const borrower = await saver(t);
    const big = await insertLoan(t, { userId: borrower.id, amountKobo: 600_000_00n, status: LOAN_STATUS.approved, approvedBy: maker.id });
    await expect(disburse(t, big.id, maker.id)).rejects.toMatchObject({
      statusCode: 403,
      message: 'Loans above ₦500,000.00 must be disbursed by a second administrator, not the one who approved them',
    });
    await disburse(t, big.id, checker.id);
    await expect(disburse(t, big.id, checker.id)).rejects.toMatchObject({ statusCode: 409, message: 'This loan has already been disbursed' });
    // one open loan per member (a unique index): the small loan is another member's
    const small = await insertLoan(t, { userId: (await saver(t)).id, amountKobo: 500_000_00n, status: LOAN_STATUS.approved, approvedBy: maker.id });
    expect((await disburse(t, small.id, maker.id)).status).toBe(LOAN_STATUS.disbursed);
  });

  it('closes a loan before disbursement with every pledge released at once', async () => {
    const borrower = await saver(t, { regularKobo: 10_000_00n });
    const loan = await insertLoan(t, { userId: borrower.id, amountKobo: 10_000_00n, ownCoverKobo: 10_000_00n });
    await pledgeTo(t, loan, borrower.id, 10_000_00n, 'loan_cover');
    const closed = await withMoneyTransaction(t.database.db, async (tx) =>
      closeLoan(tx, { loan: await lockLoan(tx, loan.id), actorId: borrower.id, action: 'cancelled', reason: 'Cancelled by you', now: t.clock.now }),
    );
    expect(closed).toBe(true);
    expect(await held(borrower.id)).toBe(0n);
    expect(await loanNow(t, loan.id)).toMatchObject({ status: LOAN_STATUS.cancelled, closedReason: 'Cancelled by you' });
    const again = await withMoneyTransaction(t.database.db, async (tx) =>
      closeLoan(tx, { loan: await lockLoan(tx, loan.id), actorId: borrower.id, action: 'cancelled', reason: 'Cancelled by you', now: t.clock.now }),
    );
    expect(again).toBe(false);
  });
});
