// Regular savings: funding (behind the shareholding gate), history, balance, and the two-step PIN withdrawal to the
// wallet within the liens.
import { MEMBER_ACCOUNT_KIND, withMoneyTransaction } from '../../src/ledger';
import { releaseLiens } from '../../src/modules/savings';
import { sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, latestPin, ledgerCheck, newKey, PASSWORD } from '../wallet/support/money';
import { GATE_TEXT, credit, fromWallet, kobo, nonMember, pledge, saver } from './support/savings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: 100_000 });
});
afterAll(() => t.close());

type User = Parameters<typeof call>[1];
const fund = (user: User, body: unknown, key: string | true = true) => call(t, user, 'POST', '/api/savingsFunds', body, { key });
const verify = (user: User, amount: string, password = PASSWORD) =>
  call(t, user, 'POST', '/api/verifySavingsWithdrawal', { password, amount, payment_method: 'Wallet', date_time: '2026-11-23 10:00', withdrawal_pin: '' });
const withdraw = (user: User, amount: string, pin: string, key: string | true = true, password = PASSWORD) =>
  call(t, user, 'POST', '/api/savingsWithdrawal', { password, amount, payment_method: 'Wallet', date_time: '2026-11-23 10:00', withdrawal_pin: pin }, { key });
const wrong = (pin: string) => (pin === '000000' ? '111111' : '000000');

describe('savingsFunds', () => {
  it('moves money from the wallet into regular savings, ignoring the dashboard’s extra keys', async () => {
    const ada = await saver(t, { walletKobo: 500_000n });
    const res = await fund(ada, fromWallet('1200', { id: 99, acct_type: 'regular', target_name: 'x' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '₦1,200.00 has been added to your regular savings.', amount: '1200.00', balance: '1200.00', card_id: null, reference: expect.stringMatching(/^FIN-01-/) });
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(380_000n);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(120_000n);
  });

  it('is closed until the shares reach the minimum (403 with the dialog’s text), then open', async () => {
    const ada = await saver(t, { sharesKobo: 499_999n, walletKobo: 500_000n });
    const refused = await fund(ada, fromWallet('100'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: GATE_TEXT });
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(500_000n);
    await credit(t, ada.id, MEMBER_ACCOUNT_KIND.shares, 1n);
    expect((await fund(ada, fromWallet('100'))).statusCode).toBe(200);
  });

  it('replays one Idempotency-Key with one effect', async () => {
    const ada = await saver(t, { walletKobo: 500_000n });
    const key = newKey();
    const first = await fund(ada, fromWallet('300'), key);
    const second = await fund(ada, fromWallet('300'), key);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(30_000n);
    expect((await fund(ada, fromWallet('301'), key)).statusCode).toBe(422);
  });

  it('refuses more than the wallet holds and moves nothing', async () => {
    const ada = await saver(t, { walletKobo: 5_000n });
    const res = await fund(ada, fromWallet('60'));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Insufficient balance: your available balance is ₦50.00');
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(0n);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(5_000n);
  });

  it.each([
    ['amount', fromWallet('0'), 'The amount must be greater than zero'],
    ['amount', fromWallet('abc'), 'The amount must be a number with at most 2 decimal places'],
    ['payment_method', fromWallet('5', { payment_method: 42 }), 'The payment method must be Wallet, Paystack or Debit Card'],
    ['paystack_id', fromWallet('5', { payment_method: 'Paystack', paystack_id: 'a b' }), 'The payment reference is not valid'],
    ['card_id', fromWallet('5', { payment_method: 'Debit Card', card_id: -1 }), 'The card must be a positive whole number'],
  ])('refuses a bad %s (422)', async (_field, body, message) => {
    const ada = await saver(t, { walletKobo: 500_000n });
    const res = await fund(ada, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain(message);
  });

  it('refuses a non-member (403)', async () => {
    const bola = await nonMember(t);
    const res = await fund(bola, fromWallet('5'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only members can use savings and shareholdings. Pay the registration fee to become a member.');
  });
});

describe('savingsBalance and savingsTransactions', () => {
  it('gives the regular balance and what stays free of liens, and the history newest first', async () => {
    const ada = await saver(t, { walletKobo: 1_000_000n, saveToLoanKobo: 100_000n });
    await fund(ada, fromWallet('3000'));
    await fund(ada, fromWallet('1000'));
    await pledge(t, ada.id, 150_000n);
    expect((await call(t, ada, 'GET', '/api/savingsBalance')).json()).toEqual({ success: true, balance: '4000.00', available: '3500.00' });
    const page = (await call(t, ada, 'GET', '/api/savingsTransactions')).json();
    expect(page).toMatchObject({ total: 2, current_page: 1, last_page: 1, next_page_url: null, prev_page_url: null });
    expect(page.data.map((r: { amount: string; transaction_type: string; category_label: string }) => [r.amount, r.transaction_type, r.category_label])).toEqual([
      ['1000.00', 'credit', 'Regular Savings'],
      ['3000.00', 'credit', 'Regular Savings'],
    ]);
    expect((await call(t, ada, 'GET', '/api/savingsTransactions?per_page=1000')).statusCode).toBe(422);
    const fresh = await saver(t);
    expect((await call(t, fresh, 'GET', '/api/savingsBalance')).json()).toEqual({ success: true, balance: '0.00', available: '0.00' });
    expect((await call(t, await nonMember(t), 'GET', '/api/savingsTransactions')).statusCode).toBe(403);
  });
});

describe('the two-step savings withdrawal', () => {
  it('mails a PIN, then the right PIN moves the money into the wallet; a replay moves nothing more', async () => {
    const ada = await saver(t, { regularKobo: 500_000n });
    const step1 = await verify(ada, '1500');
    expect(step1.statusCode).toBe(200);
    expect(step1.json()).toEqual({
      success: true,
      message: `We have sent a withdrawal PIN to ${ada.email}. Please check your e-mail and enter the PIN to confirm the withdrawal of ₦1,500.00 to your wallet. It expires in 10 minutes.`,
      expires_at: expect.any(String),
      amount: '1500.00',
    });
    const [mail] = await sentMails(t, ada.email);
    expect(mail.subject).toMatch(/savings withdrawal PIN$/);
    expect(mail.text).toContain('₦1,500.00 from your regular savings to your wallet');
    const pin = await latestPin(t, ada);

    const wrongPin = await withdraw(ada, '1500', wrong(pin));
    expect(wrongPin.statusCode).toBe(400);
    expect(wrongPin.json().success).toBe(false);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(500_000n);

    const otherAmount = await withdraw(ada, '1400', pin);
    expect(otherAmount.statusCode).toBe(400);

    const key = newKey();
    const paid = await withdraw(ada, '1500', pin, key);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ success: true, message: '₦1,500.00 has been moved from your regular savings to your wallet.', amount: '1500.00', balance: '3500.00', wallet_balance: '1500.00', reference: expect.stringMatching(/^FIN-01-/) });
    const replay = await withdraw(ada, '1500', pin, key);
    expect(replay.json()).toEqual(paid.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const reused = await withdraw(ada, '1500', pin);
    expect(reused.statusCode).toBe(400);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(350_000n);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(150_000n);
    const history = (await call(t, ada, 'GET', '/api/savingsTransactions')).json();
    expect(history.data[0]).toMatchObject({ amount: '1500.00', transaction_type: 'debit', category_label: 'Savings Withdrawal' });
    expect(await ledgerCheck(t)).toMatchObject({ ok: true });
  });

  it('refuses a wrong password at either step and mails nothing', async () => {
    const ada = await saver(t, { regularKobo: 500_000n });
    const res = await verify(ada, '100', 'not-it');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your password is not correct');
    expect(await sentMails(t, ada.email)).toEqual([]);
    await verify(ada, '100');
    const pin = await latestPin(t, ada);
    const step2 = await withdraw(ada, '100', pin, true, 'not-it');
    expect(step2.statusCode).toBe(400);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(500_000n);
  });

  it('refuses more than the regular balance at step 1', async () => {
    const ada = await saver(t, { regularKobo: 10_000n });
    const res = await verify(ada, '100.01');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Insufficient balance: your regular savings balance is ₦100.00');
  });

  it('refuses what the liens hold, at step 1 and at step 2 when a lien came in between', async () => {
    const ada = await saver(t, { regularKobo: 100_000n, saveToLoanKobo: 20_000n });
    await pledge(t, ada.id, 70_000n, 'loan:9');
    const res = await verify(ada, '600');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Part of your savings is pledged to a loan and cannot be withdrawn until it is repaid: ₦700.00 as cover for your loan #9. You can take out at most ₦500.00 now.');
    expect((await verify(ada, '500')).statusCode).toBe(200);
    const pin = await latestPin(t, ada);
    await pledge(t, ada.id, 10_000n, 'loan:late');
    const refused = await withdraw(ada, '500', pin);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Part of your savings is pledged to loans and cannot be withdrawn until they are repaid: ₦700.00 as cover for your loan #9; ₦100.00 as cover for your loan. You can take out at most ₦400.00 now.',
    );
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(100_000n);
    // the refusal rolled the PIN's use back: once the loan lets go, the same PIN works under a new key
    await withMoneyTransaction(t.database.db, (tx) => releaseLiens(tx, 'loan:late', new Date(), ada.id));
    const paid = await withdraw(ada, '500', pin);
    expect(paid.statusCode).toBe(200);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(50_000n);
  });

  it('validates the body', async () => {
    const ada = await saver(t, { regularKobo: 100_000n });
    expect((await verify(ada, '0')).json().message).toContain('The amount must be greater than zero');
    const noPin = await call(t, ada, 'POST', '/api/savingsWithdrawal', { password: PASSWORD, amount: '10', withdrawal_pin: '' }, { key: true });
    expect(noPin.statusCode).toBe(422);
    expect(noPin.json().message).toContain('The withdrawal PIN is required');
    const badPin = await withdraw(ada, '10', '12ab56');
    expect(badPin.json().message).toContain('The withdrawal PIN is the 6 digits we e-mailed you');
    const noKey = await call(t, ada, 'POST', '/api/savingsWithdrawal', { password: PASSWORD, amount: '10', withdrawal_pin: '123456' });
    expect(noKey.statusCode).toBe(400);
    expect((await call(t, await nonMember(t), 'POST', '/api/verifySavingsWithdrawal', { password: PASSWORD, amount: '10' })).statusCode).toBe(403);
  });
});
