// The calls that cost money or seconds of CPU are limited per member (per admin for the ledger check), after
// authentication: one member using up an allowance leaves every other member's untouched.
import { BANK_RESOLVE_PER_HOUR, LEDGER_CHECKS_PER_10_MINUTES, STATEMENT_DOWNLOADS_PER_10_MINUTES } from '../../src/http/costlyCallLimits';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (user: TestUser, url: string) => t.app.inject({ url, headers: user.headers });

async function useUp(user: TestUser, url: string, allowance: number) {
  for (let i = 0; i < allowance; i += 1) expect((await get(user, url)).statusCode).toBe(200);
  return get(user, url);
}

describe('per-member limits on the costly calls', () => {
  it(`bank/resolve: ${BANK_RESOLVE_PER_HOUR} an hour per member`, async () => {
    const [member, other] = [await createUser(t), await createUser(t)];
    const url = '/api/bank/resolve?account_number=0123456784&bank_code=044';
    const refused = await useUp(member, url, BANK_RESOLVE_PER_HOUR);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: 'You have looked up many bank accounts in the last hour. Please try again in 1 hour' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await get(other, url)).statusCode).toBe(200);
  });

  it(`statement downloads (PDF and CSV): ${STATEMENT_DOWNLOADS_PER_10_MINUTES} per 10 minutes per member; the JSON page is not counted`, async () => {
    const [member, other] = [await createUser(t), await createUser(t)];
    for (let i = 0; i < 15; i += 1) expect((await get(member, '/api/statement_of_account')).statusCode).toBe(200);
    for (let i = 0; i < STATEMENT_DOWNLOADS_PER_10_MINUTES; i += 1) {
      expect((await get(member, `/api/statement_of_account?format=${i % 2 ? 'csv' : 'pdf'}`)).statusCode).toBe(200);
    }
    const refused = await get(member, '/api/statement_of_account?format=pdf');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: 'You have downloaded many statements in the last few minutes. Please try again in 10 minutes' });
    expect((await get(member, '/api/statement_of_account?format=csv')).statusCode).toBe(429);
    expect((await get(member, '/api/statement_of_account')).statusCode).toBe(200);
    expect((await get(other, '/api/statement_of_account?format=pdf')).statusCode).toBe(200);
  });

  it(`admin ledger check: ${LEDGER_CHECKS_PER_10_MINUTES} per 10 minutes per admin`, async () => {
    const [admin, other] = [await createUser(t, { role: 'ADMIN' }), await createUser(t, { role: 'SA' })];
    const refused = await useUp(admin, '/api/admin/ledger/check', LEDGER_CHECKS_PER_10_MINUTES);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: 'The ledger check has been run many times in the last few minutes. Please try again in 10 minutes' });
    expect((await get(other, '/api/admin/ledger/check')).statusCode).toBe(200);
  });

  it('an anonymous or member caller of the ledger check gets 401/403, not a count', async () => {
    const member = await createUser(t);
    for (let i = 0; i < LEDGER_CHECKS_PER_10_MINUTES + 1; i += 1) expect((await get(member, '/api/admin/ledger/check')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/ledger/check' })).statusCode).toBe(401);
  });
});
