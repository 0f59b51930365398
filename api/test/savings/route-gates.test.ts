// Every savings money route: a session is required (401), then membership (403 with the registration text),
// before anything is read or validated.
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call } from '../wallet/support/money';
import { nonMember } from './support/savings';

const ROUTES: Array<['GET' | 'POST', string]> = [
  ['POST', '/api/addShareHoldingsFunds'],
  ['GET', '/api/shareHoldingsTransactions'],
  ['GET', '/api/shareHoldingsTotalBalance'],
  ['GET', '/api/share_holding'],
  ['POST', '/api/savingsFunds'],
  ['GET', '/api/savingsTransactions'],
  ['GET', '/api/savingsBalance'],
  ['POST', '/api/verifySavingsWithdrawal'],
  ['POST', '/api/savingsWithdrawal'],
  ['POST', '/api/targets/add_funds/1'],
  ['POST', '/api/targets/add_withdrawal/1'],
  ['POST', '/api/targetsExit/1'],
  ['GET', '/api/targets/transactions/1'],
  ['GET', '/api/targets/total_funds/1'],
  ['GET', '/api/all_targets_sum_per_user'],
  ['GET', '/api/all_targets_in_one'],
  ['POST', '/api/save_loan/add_funds'],
  ['POST', '/api/save_loan/add_withdrawal'],
  ['POST', '/api/saveLoanExit/1'],
  ['GET', '/api/save_loan/transactions/1'],
  ['GET', '/api/all_funds'],
  ['GET', '/api/save_to_loan_all_api'],
  ['GET', '/api/total_balances_for_all_savings_packages'],
  ['GET', '/api/loan_owner_savings_balance'],
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it.each(ROUTES)('%s %s: 401 without a session, 403 for a non-member', async (method, url) => {
  expect((await call(t, null, method, url, method === 'POST' ? {} : undefined, { key: method === 'POST' ? true : undefined })).statusCode).toBe(401);
  const res = await call(t, await nonMember(t), method, url, method === 'POST' ? {} : undefined, { key: method === 'POST' ? true : undefined });
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ success: false, message: 'Only members can use savings and shareholdings. Pay the registration fee to become a member.' });
});
