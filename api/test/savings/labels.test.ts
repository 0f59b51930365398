// Every savings movement as transactions/details, the wallet history and the statement show it (facts §4.6): the
// label is the savings package's side, whichever account's row shows the move.
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, PASSWORD } from '../wallet/support/money';
import { lagosDate } from '../../src/time/lagos';
import { fromWallet, insertSaveToLoanPlan, insertTarget, saver } from './support/savings';
import { latestPin } from '../wallet/support/money';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('labels regular, withdrawal, target, exit, completed, shares and save-to-loan movements everywhere', async () => {
  const ada = await saver(t, { sharesKobo: 0n, walletKobo: 5_000_000n });
  const post = (url: string, body: unknown) => call(t, ada, 'POST', url, body, { key: true });
  await post('/api/addShareHoldingsFunds', fromWallet('5000'));
  await post('/api/savingsFunds', fromWallet('2000'));
  await call(t, ada, 'POST', '/api/verifySavingsWithdrawal', { password: PASSWORD, amount: '500' });
  expect((await post('/api/savingsWithdrawal', { password: PASSWORD, amount: '500', withdrawal_pin: await latestPin(t, ada) })).statusCode).toBe(200);
  const stopped = await insertTarget(t, ada.id);
  await post(`/api/targets/add_funds/${stopped.id}`, fromWallet('300'));
  await post(`/api/targetsExit/${stopped.id}`, {});
  const reached = await insertTarget(t, ada.id, { targetedKobo: 40_000n });
  await post(`/api/targets/add_funds/${reached.id}`, fromWallet('400'));
  await post('/api/save_loan/add_funds', fromWallet('700'));
  await post(`/api/saveLoanExit/${(await insertSaveToLoanPlan(t, ada.id)).id}`, {});

  const expected = [
    ['Save To Loan Withdrawal', 'debit', '700.00'],
    ['Save To Loan', 'credit', '700.00'],
    ['Target Completed', 'debit', '400.00'],
    ['Target Savings', 'credit', '400.00'],
    ['Target Exit', 'debit', '300.00'],
    ['Target Savings', 'credit', '300.00'],
    ['Savings Withdrawal', 'debit', '500.00'],
    ['Regular Savings', 'credit', '2000.00'],
    ['Shareholding', 'credit', '5000.00'],
  ];
  const details = (await call(t, ada, 'GET', '/api/transactions/details?per_page=20')).json();
  const rows = details.data.filter((r: { category_label: string }) => r.category_label !== 'Wallet Funding');
  expect(rows.map((r: { category_label: string; transaction_type: string; amount: string }) => [r.category_label, r.transaction_type, r.amount])).toEqual(expected);
  expect(rows.map((r: { transaction_category: number }) => r.transaction_category)).toEqual([5, 5, 2, 2, 2, 2, 1, 1, 3]);

  // the wallet's side: the same labels, the wallet's own direction
  const wallet = (await call(t, ada, 'GET', '/api/show_wallet?per_page=20')).json();
  const walletRows = wallet.data.filter((r: { category_label: string }) => r.category_label !== 'Wallet Funding');
  expect(walletRows.map((r: { category_label: string; wallet_type: string }) => [r.category_label, r.wallet_type])).toEqual(
    expected.map(([label, side]) => [label, side === 'credit' ? 'debit' : 'credit']),
  );
  const today = lagosDate(new Date());
  const statement = await call(t, ada, 'GET', `/api/statement_of_account?from=${today}&to=${today}&per_page=50`);
  expect(statement.statusCode).toBe(200);
  const labels = JSON.stringify(statement.json());
  for (const [label] of expected) expect(labels).toContain(`"${label}"`);
});
