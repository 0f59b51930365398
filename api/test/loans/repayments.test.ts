// Repaying: from the wallet or a card, refused above the balance or before disbursement, the history with the
// disbursement as "Bank", completion releasing pledges; auto-repay (full, partial, empty wallet, once a day); the
// reminders and overdue notices sent once; the guarantor's exposure.
import { eq } from 'drizzle-orm';
import { LOAN_STATUS, loanAutoRepayRuns, loanInstalments } from '../../src/db/schema';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, memberAccount, societyAccount, transfer, withMoneyTransaction } from '../../src/ledger';
import { runAutoRepay } from '../../src/modules/loans/repayments/autoRepay';
import { runReminders } from '../../src/modules/loans/repayments/reminders';
import { payWithCard } from '../payments/helpers';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, call, ledgerCheck, newKey, notificationsOf, startCharge, type Member } from '../wallet/support/money';
import { credit, kobo, nonMember, saver } from '../savings/support/savings';
import { disburse, insertLoan, loanNow, pledgeTo } from './support/loans';

let t: TestApp;
let boss: Member;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox', SANDBOX_WEBHOOK_DELIVERY: 'off' });
  boss = await admin(t);
});
afterAll(() => t.close());
afterEach(async () => expect((await ledgerCheck(t)).ok).toBe(true));

const fromWallet = (amount: string) => ({ id: 1, trans_date: '2026-01-01', payment_method: 'Wallet', repayment_amount: amount, paystack_id: '', save_card: false, card_id: '' });

/** a disbursed ₦30,000 loan over 3 months, half covered by the borrower, half by a guarantor */
async function disbursedLoan(options: { kind?: 'individual' | 'business'; borrower?: Member } = {}) {
  const borrower = options.borrower ?? (await saver(t, { regularKobo: 1_500_000n }));
  const guarantor = await saver(t, { regularKobo: 1_500_000n });
  const loan = await insertLoan(t, { userId: borrower.id, amountKobo: 3_000_000n, kind: options.kind, totalKobo: options.kind === 'business' ? 3_300_000n : undefined, durationMonths: 3, status: LOAN_STATUS.approved, approvedBy: boss.id, ownCoverKobo: options.kind ? 0n : 1_500_000n });
  if (!options.kind) {
    await pledgeTo(t, loan, borrower.id, 1_500_000n, 'loan_cover');
    await pledgeTo(t, loan, guarantor.id, 1_500_000n);
  }
  await disburse(t, loan.id, boss.id);
  return { borrower, guarantor, loan };
}

describe('loanRepaymentsAdd', () => {
  it('repays from the wallet, answers what remains, and lists the history with the disbursement as Bank', async () => {
    const { borrower, loan } = await disbursedLoan();
    const res = await call(t, borrower, 'POST', `/api/loanRepaymentsAdd/${loan.id}`, fromWallet('10,000'), { key: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, amount: '10000.00', outstanding: '20000.00', completed: false, message: '₦10,000.00 has been paid towards your loan. ₦20,000.00 remains.' });
    const history = (await call(t, borrower, 'GET', `/api/loanRepaymentsDetails/${loan.id}?per_page=10`)).json();
    expect(history.data.map((r: { repayment_amount: string; payment_method: string }) => [r.repayment_amount, r.payment_method])).toEqual([
      ['10000.00', 'wallet'],
      ['30000.00', 'Bank'],
    ]);
    expect(history.total).toBe(2);
  });

  it('refuses more than the balance with the original’s text, another member’s loan, and a loan not yet disbursed', async () => {
    const { borrower, loan } = await disbursedLoan();
    const over = await call(t, borrower, 'POST', `/api/loanRepaymentsAdd/${loan.id}`, fromWallet('30000.01'), { key: true });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ message: 'Repaid Amount is more than your remaining balance', outstanding: '30000.00' });
    const stranger = await saver(t, { walletKobo: 10_000_000n });
    expect((await call(t, stranger, 'POST', `/api/loanRepaymentsAdd/${loan.id}`, fromWallet('100'), { key: true })).statusCode).toBe(404);
    expect((await call(t, stranger, 'GET', `/api/loanRepaymentsDetails/${loan.id}`)).statusCode).toBe(404);
    // one open loan per member (a unique index): the loan not yet disbursed is another member's
    const applicant = await saver(t, { walletKobo: 100_000n });
    const pending = await insertLoan(t, { userId: applicant.id, amountKobo: 100_000n });
    const early = await call(t, applicant, 'POST', `/api/loanRepaymentsAdd/${pending.id}`, fromWallet('100'), { key: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Repayments open once the loan has been disbursed');
    expect((await call(t, borrower, 'POST', `/api/loanRepaymentsAdd/${loan.id}`, { ...fromWallet('100'), repayment_amount: 'ten' }, { key: true })).statusCode).toBe(422);
    expect(await kobo(t, borrower.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(3_000_000n);
  });

  it('a full repayment completes the loan and releases the guarantor; a retry with the same key moves nothing more', async () => {
    const { borrower, guarantor, loan } = await disbursedLoan();
    const key = newKey();
    const res = await call(t, borrower, 'POST', `/api/loanRepaymentsAdd/${loan.id}`, fromWallet('30000'), { key });
    expect(res.json()).toMatchObject({ completed: true, outstanding: '0.00', message: '₦30,000.00 has been paid towards your loan. Your loan is fully repaid.' });
    expect((await call(t, borrower, 'POST', `/api/loanRepaymentsAdd/${loan.id}`, fromWallet('30000'), { key })).statusCode).toBe(200);
    expect(await kobo(t, borrower.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(0n);
    expect((await loanNow(t, loan.id)).status).toBe(LOAN_STATUS.completed);
    const exposure = (await call(t, guarantor, 'GET', '/api/loan/guarantor_exposure')).json();
    expect(exposure).toMatchObject({ success: true, pledged: '0.00', guarantable: '15000.00' });
    expect(exposure.pledges[0]).toMatchObject({ loan_id: loan.id, reason: 'guarantee', pledged: '15000.00', held: '0.00', released: '15000.00', repaid: '30000.00', outstanding: '0.00', loan_status: 3 });
  });

  it('repays by a paid card checkout, and the guarantor sees the pledge shrink pro rata', async () => {
    const { borrower, guarantor, loan } = await disbursedLoan();
    const charge = await startCharge(t, borrower, { purpose: 'loan_repayment', amount: '15000', id: loan.id });
    await payWithCard(t, charge.reference, '4084 0840 8408 4081');
    const res = await call(t, borrower, 'POST', `/api/loanRepaymentsAdd/${loan.id}`, { id: loan.id, payment_method: 'Paystack', paystack_id: charge.reference, repayment_amount: '15000', card_id: '' }, { key: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ amount: '15000.00', outstanding: '15000.00' });
    const exposure = (await call(t, guarantor, 'GET', '/api/loan/guarantor_exposure')).json();
    expect(exposure.pledges[0]).toMatchObject({ held: '7500.00', released: '7500.00', repaid: '15000.00' });
    const history = (await call(t, borrower, 'GET', `/api/loanRepaymentsDetails/${loan.id}`)).json();
    expect(history.data[0].payment_method).toBe('debit card');
  });
});

describe('business finance repayments', () => {
  it('are open to non-members, through their own paths', async () => {
    const owner = await nonMember(t);
    const { loan } = await disbursedLoan({ kind: 'business', borrower: owner });
    await credit(t, owner.id, MEMBER_ACCOUNT_KIND.wallet, 300_000n);
    const res = await call(t, owner, 'POST', `/api/business_finance_repayments/${loan.id}`, { id: loan.id, repayment_amount: '33000', date_time: 'now', payment_method: 'Wallet', save_card: false, paystack_id: '', card_id: '' }, { key: true });
    expect(res.json()).toMatchObject({ completed: true, message: '₦33,000.00 has been paid towards your business finance. Your business finance is fully repaid.' });
    expect((await call(t, owner, 'GET', `/api/business_repayment_details/${loan.id}`)).json().data).toHaveLength(2);
    expect((await call(t, owner, 'POST', `/api/loanRepaymentsAdd/${loan.id}`, fromWallet('1'), { key: true })).statusCode).toBe(403);
  });
});

describe('auto-repay', () => {
  it('is switched on by the owner only, then takes each due instalment once a day, in part when the wallet is short', async () => {
    const { borrower, loan } = await disbursedLoan();
    const stranger = await saver(t);
    expect((await call(t, stranger, 'POST', `/api/loan/auto_repay/${loan.id}`, { auto_repay: true })).statusCode).toBe(404);
    const on = await call(t, borrower, 'POST', `/api/loan/auto_repay/${loan.id}`, { auto_repay: true });
    expect(on.json()).toMatchObject({ success: true, auto_repay: true });
    const [first] = await t.database.db.select().from(loanInstalments).where(eq(loanInstalments.loanId, loan.id)).orderBy(loanInstalments.seq);
    const dueDay = new Date(`${first.dueDate}T09:00:00Z`);
    // leave ₦4,000 of the ₦10,000 instalment in the wallet
    await call(t, borrower, 'POST', `/api/loanRepaymentsAdd/${loan.id}`, fromWallet('1'), { key: true });
    await t.database.db.update(loanInstalments).set({ paidKobo: 0n }).where(eq(loanInstalments.id, first.id));
    await withMoneyTransaction(t.database.db, async (tx) =>
      transfer(tx, {
        reference: `TEST-DRAIN-${loan.id}`,
        kind: 'withdrawal',
        userId: borrower.id,
        description: 'drain',
        postings: [
          { accountId: await memberAccount(tx, borrower.id, MEMBER_ACCOUNT_KIND.wallet), amount: -(3_000_000n - 100n - 400_000n) },
          { accountId: await societyAccount(tx, SOCIETY_ACCOUNT_KIND.suspense), amount: 3_000_000n - 100n - 400_000n },
        ],
      }),
    );
    const partial = await runAutoRepay(t.app.deps, dueDay, { loanId: loan.id });
    expect(partial).toEqual({ paid: 0, partial: 1, failed: 0 });
    expect(await runAutoRepay(t.app.deps, dueDay, { loanId: loan.id })).toEqual({ paid: 0, partial: 0, failed: 0 });
    const nextDay = new Date(dueDay.getTime() + 86_400_000);
    expect(await runAutoRepay(t.app.deps, nextDay, { loanId: loan.id })).toEqual({ paid: 0, partial: 0, failed: 1 });
    await credit(t, borrower.id, MEMBER_ACCOUNT_KIND.wallet, 1_000_000n);
    const thirdDay = new Date(dueDay.getTime() + 2 * 86_400_000);
    expect(await runAutoRepay(t.app.deps, thirdDay, { loanId: loan.id })).toEqual({ paid: 1, partial: 0, failed: 0 });
    const runs = await t.database.db.select().from(loanAutoRepayRuns).where(eq(loanAutoRepayRuns.loanId, loan.id)).orderBy(loanAutoRepayRuns.id);
    expect(runs.map((r) => [r.status, r.paidKobo])).toEqual([
      ['partial', 400_000n],
      ['failed', 0n],
      ['paid', 600_000n],
    ]);
    const titles = (await notificationsOf(t, borrower)).map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['Instalment partly paid', 'Auto-repay could not pay', 'Instalment paid']));
  });
});

describe('reminders', () => {
  it('remind before the due date and tell of an overdue instalment, once each', async () => {
    const { borrower, loan } = await disbursedLoan();
    const [first] = await t.database.db.select().from(loanInstalments).where(eq(loanInstalments.loanId, loan.id)).orderBy(loanInstalments.seq);
    const twoDaysBefore = new Date(Date.parse(`${first.dueDate}T09:00:00Z`) - 2 * 86_400_000);
    const before = await runReminders(t.app.deps, twoDaysBefore);
    expect(before.reminded).toBeGreaterThanOrEqual(1);
    expect((await runReminders(t.app.deps, twoDaysBefore)).reminded).toBe(0);
    const after = new Date(Date.parse(`${first.dueDate}T09:00:00Z`) + 2 * 86_400_000);
    expect((await runReminders(t.app.deps, after)).overdue).toBeGreaterThanOrEqual(1);
    const messages = (await notificationsOf(t, borrower)).map((n) => n.message);
    expect(messages).toContain(`Your loan repayment of ₦10,000.00 is due on ${first.dueDate}.`);
    expect(messages).toContain(`Your loan repayment of ₦10,000.00 was due on ${first.dueDate} and is overdue. Please repay as soon as you can.`);
  });
});
