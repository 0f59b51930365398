// The /savings overview's figures across packages.
import { createTestApp, type TestApp } from '../helpers/testApp';
import { withMoneyTransaction } from '../../src/ledger';
import { releaseLiensProRata } from '../../src/modules/savings';
import { call } from '../wallet/support/money';
import { insertTarget, nonMember, pledge, saver } from './support/savings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('total_balances_for_all_savings_packages: [regular + active targets + save to loan, regular, active targets]', async () => {
  const ada = await saver(t, { regularKobo: 100_000n, saveToLoanKobo: 30_000n });
  await insertTarget(t, ada.id, { balanceKobo: 20_000n });
  await insertTarget(t, ada.id, { balanceKobo: 5_000n });
  await insertTarget(t, ada.id, { status: 'completed' });
  expect((await call(t, ada, 'GET', '/api/total_balances_for_all_savings_packages')).json()).toEqual(['1550.00', '1000.00', '250.00']);
  expect((await call(t, await saver(t), 'GET', '/api/total_balances_for_all_savings_packages')).json()).toEqual(['0.00', '0.00', '0.00']);
  expect((await call(t, await nonMember(t), 'GET', '/api/total_balances_for_all_savings_packages')).statusCode).toBe(403);
});

it('loan_owner_savings_balance: regular + save to loan − liens, and twice that as the loan limit (?token= too)', async () => {
  const ada = await saver(t, { regularKobo: 100_000n, saveToLoanKobo: 30_000n });
  await pledge(t, ada.id, 50_000n);
  const res = await t.app.inject({ method: 'GET', url: `/api/loan_owner_savings_balance?token=${encodeURIComponent(ada.token)}` });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ success: true, balance: '800.00', regular: '1000.00', save_to_loan: '300.00', pledged: '500.00', loan_limit: '1600.00', pledges: [expect.objectContaining({ reason: 'loan_cover', amount: '500.00' })] });
  const bola = await nonMember(t);
  expect((await call(t, bola, 'GET', '/api/loan_owner_savings_balance')).statusCode).toBe(403);
});

it('loan_owner_savings_balance: each active pledge with the loan it secures and what it still holds, so a withdrawal screen can explain it', async () => {
  const ada = await saver(t, { saveToLoanKobo: 500_000n });
  await pledge(t, ada.id, 400_000n, 'loan:12');
  await pledge(t, ada.id, 60_000n, 'loan:15', 'guarantee');
  await withMoneyTransaction(t.database.db, (tx) => releaseLiensProRata(tx, 'loan:12', 1n, 4n, new Date()));
  const { pledged, pledges } = (await call(t, ada, 'GET', '/api/loan_owner_savings_balance')).json();
  expect(pledged).toBe('1600.00');
  expect(pledges).toEqual([
    { reason: 'loan_cover', loan_id: 12, amount: '1000.00' },
    { reason: 'guarantee', loan_id: 15, amount: '600.00' },
  ]);
  expect((await call(t, await saver(t), 'GET', '/api/loan_owner_savings_balance')).json().pledges).toEqual([]);
});
