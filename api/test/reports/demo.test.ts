// The embedded first start has a member with an overdue loan, so the portfolio at risk shows something at once, and
// the books it seeds balance.
import { loadConfig } from '../../src/config';
import { DEMO_OVERDUE } from '../../src/db/demoReports';
import { seedFirstStart } from '../../src/db/seed';
import { post } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedFirstStart(t.database.db, loadConfig({ NODE_ENV: 'development', DEV_MODE: 'true' } as NodeJS.ProcessEnv), new Date());
});
afterAll(() => t.close());

it('shows Funmi’s loan overdue in the portfolio at risk, and a balanced trial balance', async () => {
  const config = loadConfig({ NODE_ENV: 'development', DEV_MODE: 'true' } as NodeJS.ProcessEnv);
  const sa = { authorization: `Bearer ${(await post(t, '/api/auth/login', { email: config.SEED_ADMIN_EMAIL, password: config.SEED_ADMIN_PASSWORD })).json().user.token}` };
  const par = (await t.app.inject({ url: '/api/admin/reports/portfolio_at_risk', headers: sa })).json();
  expect(Number(par.par[0].amount)).toBeGreaterThan(0);
  const overdue = par.bands.flatMap((b: { loans: Array<{ member: { name: string }; days_overdue: number; outstanding: string }> }) => b.loans);
  expect(overdue).toEqual([expect.objectContaining({ member: expect.objectContaining({ name: `${DEMO_OVERDUE.firstName} ${DEMO_OVERDUE.lastName}` }), outstanding: '45000.00' })]);
  expect(overdue[0].days_overdue).toBeGreaterThan(30);
  const book = (await t.app.inject({ url: '/api/admin/reports/trial_balance', headers: sa })).json();
  expect(book.balanced).toBe(true);
});
