// Save-to-loan money: funding (behind the gate), withdrawals and "Stop Plan" within the liens, history and figures.
import { MEMBER_ACCOUNT_KIND } from '../../src/ledger';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, newKey } from '../wallet/support/money';
import { GATE_TEXT, fromWallet, insertSaveToLoanPlan, kobo, nonMember, planRow, pledge, saver } from './support/savings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Parameters<typeof call>[1];
const fund = (user: User, amount: string, key: string | true = true) => call(t, user, 'POST', '/api/save_loan/add_funds', fromWallet(amount), { key });
const takeOut = (user: User, amount: unknown, key: string | true = true) => call(t, user, 'POST', '/api/save_loan/add_withdrawal', { amount }, { key });
const exit = (user: User, id: number | string, key: string | true = true) => call(t, user, 'POST', `/api/saveLoanExit/${id}`, undefined, { key });
const LIEN_TEXT = (held: string, loanId: number, most: string) =>
  `Part of your savings is pledged to a loan and cannot be withdrawn until it is repaid: ${held} as cover for your loan #${loanId}. You can take out at most ${most} now.`;

describe('save_loan/add_funds', () => {
  it('moves wallet money into save-to-loan, once per key', async () => {
    const ada = await saver(t, { walletKobo: 500_000n });
    const key = newKey();
    const res = await fund(ada, '800', key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '₦800.00 has been added to your save to loan savings.', amount: '800.00', balance: '800.00', card_id: null, reference: expect.stringMatching(/^FIN-05-/) });
    expect((await fund(ada, '800', key)).json()).toEqual(res.json());
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.saveToLoan)).toBe(80_000n);
    const short = await fund(ada, '5000');
    expect(short.statusCode).toBe(422);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.saveToLoan)).toBe(80_000n);
  });

  it('is behind the gate and members only', async () => {
    const low = await saver(t, { sharesKobo: 100n, walletKobo: 500_000n });
    expect((await fund(low, '1')).json()).toEqual({ success: false, message: GATE_TEXT });
    expect((await fund(await nonMember(t), '1')).statusCode).toBe(403);
    expect((await call(t, low, 'POST', '/api/save_loan/add_funds', fromWallet('1.234'), { key: true })).statusCode).toBe(422);
  });
});

describe('save-to-loan money without an autosave plan', () => {
  it('gets a plan row with autosave off, so Stop Plan and the history work; money paid in again opens it again', async () => {
    const ada = await saver(t, { walletKobo: 500_000n });
    await fund(ada, '700');
    const [plan] = (await call(t, ada, 'GET', '/api/save_loan')).json().data;
    expect(plan).toMatchObject({ kind: 'save_to_loan', status: 'active', auto_status: false, next_run_at: null });
    expect((await call(t, ada, 'GET', `/api/save_loan/transactions/${plan.id}`)).json().data[0]).toMatchObject({ amount: '700.00', transaction_type: 'credit' });
    expect((await exit(ada, plan.id)).json()).toMatchObject({ success: true, amount: '700.00', balance: '0.00', wallet_balance: '5000.00' });
    await fund(ada, '100');
    expect((await call(t, ada, 'GET', '/api/save_loan')).json().data).toEqual([expect.objectContaining({ id: plan.id, status: 'active', auto_status: false })]);
  });
});

describe('save_loan/add_withdrawal', () => {
  it('moves money to the wallet within the liens (regular savings count towards them)', async () => {
    const ada = await saver(t, { regularKobo: 50_000n, saveToLoanKobo: 100_000n });
    await pledge(t, ada.id, 100_000n, 'loan:7');
    const refused = await takeOut(ada, '500.01');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(LIEN_TEXT('₦1,000.00', 7, '₦500.00'));
    const res = await takeOut(ada, '500');
    expect(res.json()).toEqual({ success: true, message: '₦500.00 has been moved from your save to loan savings to your wallet.', amount: '500.00', balance: '500.00', wallet_balance: '500.00', reference: expect.stringMatching(/^FIN-05-/) });
    const history = (await call(t, ada, 'GET', `/api/save_loan/transactions/${(await insertSaveToLoanPlan(t, ada.id)).id}`)).json();
    expect(history.data[0]).toMatchObject({ amount: '500.00', transaction_type: 'debit', category_label: 'Save To Loan Withdrawal' });
    expect(history.data[1]).toMatchObject({ amount: '1000.00', transaction_type: 'credit', category_label: 'Save To Loan' });
  });

  it('names the loans the pledged part is held for, so the member knows why and until when', async () => {
    const ada = await saver(t, { saveToLoanKobo: 200_000n });
    await pledge(t, ada.id, 100_000n, 'loan:12');
    const refused = await takeOut(ada, '1500');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Part of your savings is pledged to a loan and cannot be withdrawn until it is repaid: ₦1,000.00 as cover for your loan #12. You can take out at most ₦1,000.00 now.',
    );
    await pledge(t, ada.id, 60_000n, 'loan:15', 'guarantee');
    expect((await takeOut(ada, '500')).json().message).toBe(
      'Part of your savings is pledged to loans and cannot be withdrawn until they are repaid: ₦1,000.00 as cover for your loan #12; ₦600.00 as your guarantee of another member’s loan #15. You can take out at most ₦400.00 now.',
    );
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.saveToLoan)).toBe(200_000n);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(0n);
  });

  it('refuses more than the balance and bad amounts', async () => {
    const ada = await saver(t, { saveToLoanKobo: 10_000n });
    const over = await takeOut(ada, '100.01');
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Insufficient balance: your save to loan balance is ₦100.00');
    expect((await takeOut(ada, '-1')).statusCode).toBe(422);
    expect((await takeOut(ada, { n: 1 })).statusCode).toBe(422);
    expect((await call(t, ada, 'POST', '/api/save_loan/add_withdrawal', { amount: '1' })).statusCode).toBe(400);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.saveToLoan)).toBe(10_000n);
  });
});

describe('saveLoanExit/{id}', () => {
  it('pays the whole balance into the wallet and stops the plan (autosave off)', async () => {
    const ada = await saver(t, { saveToLoanKobo: 250_000n });
    const plan = await insertSaveToLoanPlan(t, ada.id);
    const key = newKey();
    const res = await exit(ada, plan.id, key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your save to loan plan has been stopped and ₦2,500.00 has been paid into your wallet.', amount: '2500.00', balance: '0.00', wallet_balance: '2500.00', reference: expect.any(String) });
    expect((await exit(ada, plan.id, key)).json()).toEqual(res.json());
    expect(await planRow(t, plan.id)).toMatchObject({ status: 'exited', autoStatus: false, nextRunAt: null, closedAmountKobo: 250_000n });
    const again = await exit(ada, plan.id);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This save to loan plan is already stopped');
  });

  it('refuses when liens hold the money, and moves nothing', async () => {
    const ada = await saver(t, { saveToLoanKobo: 250_000n, regularKobo: 50_000n });
    const plan = await insertSaveToLoanPlan(t, ada.id);
    await pledge(t, ada.id, 60_000n, 'loan:8');
    const res = await exit(ada, plan.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(LIEN_TEXT('₦600.00', 8, '₦2,400.00'));
    expect(await planRow(t, plan.id)).toMatchObject({ status: 'active', autoStatus: true });
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.saveToLoan)).toBe(250_000n);
  });

  it('404s a plan id that is not the member’s, even with a balance; bad ids never 500', async () => {
    const ada = await saver(t, { saveToLoanKobo: 250_000n });
    const bola = await saver(t);
    const hers = await insertSaveToLoanPlan(t, bola.id);
    const res = await exit(ada, hers.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Save to loan plan not found');
    expect((await exit(ada, 'x')).statusCode).toBe(422);
    expect((await exit(ada, '99999999999')).statusCode).toBe(422);
    expect((await call(t, ada, 'GET', `/api/save_loan/transactions/${hers.id}`)).statusCode).toBe(404);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.saveToLoan)).toBe(250_000n);
    expect((await planRow(t, hers.id)).status).toBe('active');
  });
});

describe('all_funds and save_to_loan_all_api', () => {
  it('give the loan investment (liens up to the save-to-loan balance), the balance, the plan and the latest 10', async () => {
    const ada = await saver(t, { walletKobo: 2_000_000n, regularKobo: 500_000n });
    for (let i = 1; i <= 11; i += 1) await fund(ada, String(i * 100));
    await pledge(t, ada.id, 100_000n);
    expect((await call(t, ada, 'GET', '/api/all_funds')).json()).toEqual(['1000.00', '6600.00']);
    await pledge(t, ada.id, 1_000_000n);
    expect((await call(t, ada, 'GET', '/api/all_funds')).json()).toEqual(['6600.00', '6600.00']);
    const [plans, investment, balance, latest] = (await call(t, ada, 'GET', '/api/save_to_loan_all_api')).json();
    // the plan row the first payment opened, autosave off
    expect(plans).toEqual([expect.objectContaining({ kind: 'save_to_loan', amount: '100.00', frequency: 'Monthly', auto_status: false, payment_method: 'Debit Card' })]);
    expect(investment).toBe('6600.00');
    expect(balance).toBe('6600.00');
    expect(latest).toHaveLength(10);
    expect(latest[0]).toMatchObject({ amount: '1100.00', category_label: 'Save To Loan' });
    const fresh = await saver(t);
    expect((await call(t, fresh, 'GET', '/api/save_to_loan_all_api')).json()).toEqual([[], '0.00', '0.00', []]);
    expect((await call(t, await nonMember(t), 'GET', '/api/all_funds')).statusCode).toBe(403);
  });
});
