// loanAdd and loan_form_fee (facts §2.6, §4.7): the rules checked before any money moves, the form fee taken in the
// same transaction as the application, the borrower's own cover pledged, guarantors asked, held fees.
import { eq } from 'drizzle-orm';
import { LOAN_STATUS, loanFeeHolds, loanGuarantors, loans, savingsLiens } from '../../src/db/schema';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, accountBalance, societyAccount } from '../../src/ledger';
import { returnExpiredHolds } from '../../src/modules/loans/application/feeHolds';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { sentMails } from '../helpers/mail';
import { call, ledgerCheck, newKey, notificationsOf } from '../wallet/support/money';
import { GATE_TEXT, kobo, nonMember, saver } from '../savings/support/savings';
import { dayFromToday, insertLoan, loanBody } from './support/loans';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => expect((await ledgerCheck(t)).ok).toBe(true));

const FEE = 100_000n; // the seeded ₦1,000 loan form fee
const apply = (user: Parameters<typeof call>[1], body: unknown, key: string = newKey()) => call(t, user, 'POST', '/api/loanAdd', body, { key });
const feeIncome = async () => accountBalance(t.database.db, await societyAccount(t.database.db, SOCIETY_ACCOUNT_KIND.loanFormFeeIncome));
const loansOf = (userId: number) => t.database.db.select().from(loans).where(eq(loans.userId, userId));

describe('loanAdd', () => {
  it('covered by the borrower’s own savings: straight to processing, fee taken, cover pledged, the server’s instalment', async () => {
    const ada = await saver(t, { walletKobo: 500_000n, regularKobo: 10_000_000n });
    const incomeBefore = await feeIncome();
    const res = await apply(ada, loanBody({ amount: '60,000', months: 3, start: dayFromToday(t, 10) }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Your loan request has been submitted', fee: '1000.00' });
    expect(body.loan).toMatchObject({ loan_amount: '60000.00', loan_status: 2, repayment_amount: '20000.00', own_cover: '60000.00', to_guarantee: '0.00', loan_group: '', group_name: 'Individual Loan', frequency: 'Monthly', payment_duration: 3 });
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(500_000n - FEE);
    expect(await feeIncome()).toBe(incomeBefore + FEE);
    const liens = await t.database.db.select().from(savingsLiens).where(eq(savingsLiens.reference, `loan:${body.loan.loan_id}`));
    expect(liens).toMatchObject([{ userId: ada.id, amountKobo: 6_000_000n, reason: 'loan_cover' }]);
  });

  it('refuses above twice the guarantable amount with the original’s text, taking no fee', async () => {
    const ada = await saver(t, { walletKobo: 500_000n, regularKobo: 2_500_000n });
    const res = await apply(ada, loanBody({ amount: '50000.01', start: dayFromToday(t, 1) }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Your guaranteed amount of ₦25,000.00 is not sufficient to take this loan, you are only entitled to loan request of at most ₦50,000.00');
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(500_000n);
    expect(await loansOf(ada.id)).toHaveLength(0);
  });

  it('asks guarantors for the part above the guarantable amount, and refuses guarantors who do not cover it', async () => {
    const ada = await saver(t, { walletKobo: 500_000n, regularKobo: 2_000_000n });
    const bola = await saver(t, { regularKobo: 1_000_000n });
    const chidi = await saver(t, { regularKobo: 1_000_000n });
    const short = await apply(ada, loanBody({ amount: '30000', start: dayFromToday(t, 1), guarantors: [{ user_id: bola.id, guaranteed_amount: '5000' }] }));
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('Your guarantors must cover ₦10,000.00 (the amount above your guarantable amount); they cover ₦5,000.00');
    const res = await apply(
      ada,
      loanBody({ amount: '30000', start: dayFromToday(t, 1), guarantors: [{ user_id: bola.id, guaranteed_amount: '6000' }, { user_id: chidi.id, guaranteed_amount: '4000' }] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().loan).toMatchObject({ loan_status: 0, own_cover: '20000.00', guaranteed: '0.00', to_guarantee: '10000.00', loan_group: 'Member' });
    const rows = await t.database.db.select().from(loanGuarantors).where(eq(loanGuarantors.loanId, res.json().loan.loan_id));
    expect(rows.map((r) => [r.userId, r.guaranteedKobo, r.status])).toEqual([
      [bola.id, 600_000n, 0],
      [chidi.id, 400_000n, 0],
    ]);
    expect((await notificationsOf(t, bola)).at(-1)?.message).toContain('asked you to guarantee ₦6,000.00 of a ₦30,000.00 loan');
    expect((await sentMails(t, chidi.email)).some((m) => m.text.includes('guarantee ₦4,000.00'))).toBe(true);
  });

  it.each([
    ['yourself', (ada: { id: number }) => [{ user_id: ada.id, guaranteed_amount: '10000' }], 'You cannot be your own guarantor'],
    ['someone twice', (_: unknown, b: { id: number }) => [{ user_id: b.id, guaranteed_amount: '5000' }, { user_id: b.id, guaranteed_amount: '5000' }], 'Each guarantor can be named only once'],
    ['a non-member', (_: unknown, __: unknown, n: { id: number }) => [{ user_id: n.id, guaranteed_amount: '10000' }], 'Every guarantor must be a member of the society: choose them from the search'],
  ])('refuses %s as a guarantor', async (_label, guarantors, message) => {
    const ada = await saver(t, { walletKobo: 500_000n, regularKobo: 1_000_000n });
    const bola = await saver(t);
    const outsider = await nonMember(t);
    const res = await apply(ada, loanBody({ amount: '20000', start: dayFromToday(t, 1), guarantors: guarantors(ada, bola, outsider) }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
  });

  it.each([
    [{ months: 13 }, 'The loan duration can be at most 12 months'],
    [{ months: 0 }, 'Choose the loan duration in whole months'],
    [{ frequency: 'Daily' }, 'Choose a frequency: Weekly or Monthly'],
    [{ start: '2020-01-01' }, 'The start date cannot be in the past'],
    [{ start: '01/02/2027' }, 'Enter the start date as YYYY-MM-DD'],
    [{ amount: '-5' }, 'The loan amount must be a number with at most 2 decimal places'],
    [{ amount: '0' }, 'The loan amount must be greater than zero'],
  ])('refuses bad terms %j', async (change, message) => {
    const ada = await saver(t, { walletKobo: 500_000n, regularKobo: 10_000_000n });
    const res = await apply(ada, loanBody({ amount: '1000', start: dayFromToday(t, 1), ...change }));
    expect([400, 422]).toContain(res.statusCode);
    expect(res.body).toContain(message);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(500_000n);
  });

  it('allows one open loan at a time, needs the shareholding minimum and membership', async () => {
    const ada = await saver(t, { walletKobo: 500_000n, regularKobo: 10_000_000n });
    await insertLoan(t, { userId: ada.id, amountKobo: 100_000n, status: LOAN_STATUS.disbursed });
    const again = await apply(ada, loanBody({ amount: '1000', start: dayFromToday(t, 1) }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a loan in progress. Repay or cancel it before requesting another');
    const noShares = await saver(t, { sharesKobo: 0n, walletKobo: 500_000n, regularKobo: 10_000_000n });
    const gated = await apply(noShares, loanBody({ amount: '1000', start: dayFromToday(t, 1) }));
    expect(gated.statusCode).toBe(403);
    expect(gated.json().message).toBe(GATE_TEXT.replace('Fund other Accounts', 'Request for Loan'));
    const outsider = await nonMember(t);
    expect((await apply(outsider, loanBody({ amount: '1000', start: dayFromToday(t, 1) }))).statusCode).toBe(403);
  });

  it('takes no fee and makes no loan when the wallet cannot pay the fee', async () => {
    const ada = await saver(t, { walletKobo: 50_000n, regularKobo: 10_000_000n });
    const res = await apply(ada, loanBody({ amount: '1000', start: dayFromToday(t, 1) }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Insufficient balance: your available balance is ₦500.00');
    expect(await loansOf(ada.id)).toHaveLength(0);
    expect(await t.database.db.select().from(savingsLiens).where(eq(savingsLiens.userId, ada.id))).toHaveLength(0);
  });

  it('replays a retry with the same key: one loan, one fee', async () => {
    const ada = await saver(t, { walletKobo: 500_000n, regularKobo: 10_000_000n });
    const key = newKey();
    const body = loanBody({ amount: '1000', start: dayFromToday(t, 1) });
    const first = await apply(ada, body, key);
    const second = await apply(ada, body, key);
    expect(second.statusCode).toBe(200);
    expect(second.json().loan.loan_id).toBe(first.json().loan.loan_id);
    expect(await loansOf(ada.id)).toHaveLength(1);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(500_000n - FEE);
  });
});

describe('loan_form_fee', () => {
  it('sent before loanAdd: held, then used by the application without charging again', async () => {
    const ada = await saver(t, { walletKobo: 500_000n, regularKobo: 10_000_000n });
    const fee = await call(t, ada, 'POST', '/api/loan_form_fee', { form_payment: 'Wallet', paystack_id: '', save_card: false, card_id: '' }, { key: true });
    expect(fee.json()).toMatchObject({ success: true, state: 'held', fee: '1000.00' });
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(500_000n - FEE);
    const { form_payment: _dropped, ...withoutSource } = loanBody({ amount: '1000', start: dayFromToday(t, 1) }) as Record<string, unknown>;
    const res = await apply(ada, withoutSource);
    expect(res.statusCode).toBe(200);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(500_000n - FEE);
    const [hold] = await t.database.db.select().from(loanFeeHolds).where(eq(loanFeeHolds.userId, ada.id));
    expect(hold).toMatchObject({ status: 'used', loanId: res.json().loan.loan_id });
  });

  it('sent after loanAdd: already paid, nothing taken', async () => {
    const ada = await saver(t, { walletKobo: 500_000n, regularKobo: 10_000_000n });
    expect((await apply(ada, loanBody({ amount: '1000', start: dayFromToday(t, 1) }))).statusCode).toBe(200);
    const fee = await call(t, ada, 'POST', '/api/loan_form_fee', { form_payment: 'Wallet' }, { key: true });
    expect(fee.json()).toMatchObject({ state: 'paid_with_application' });
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(500_000n - FEE);
  });

  it('a held fee no application used goes back to the wallet once', async () => {
    const ada = await saver(t, { walletKobo: 500_000n });
    await call(t, ada, 'POST', '/api/loan_form_fee', { form_payment: 'Wallet' }, { key: true });
    t.clock.advance(31 * 60_000);
    try {
      expect(await returnExpiredHolds(t.database.db, t.clock.now)).toBeGreaterThanOrEqual(1);
      expect(await returnExpiredHolds(t.database.db, t.clock.now)).toBe(0);
    } finally {
      t.clock.reset();
    }
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(500_000n);
    expect((await notificationsOf(t, ada)).at(-1)?.title).toBe('Loan form fee returned');
  });
});
