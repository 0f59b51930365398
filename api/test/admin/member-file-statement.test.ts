// GET admin/members/{id}/statement.csv|.pdf: the member's wallet statement for a date range, the same file the member
// downloads from statement_of_account; only administrators; bad dates refused with a message, no such member 404.
import { MEMBER_ACCOUNT_KIND } from '../../src/ledger';
import { lagosDate } from '../../src/time/lagos';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { credit, saver } from '../savings/support/savings';

let t: TestApp;
let admin: TestUser;
let member: TestUser;
let today: string;

const get = (url: string, who: TestUser) => t.app.inject({ url, headers: who.headers });

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN' });
  member = await saver(t, { walletKobo: 250_000n });
  await credit(t, member.id, MEMBER_ACCOUNT_KIND.wallet, 1_050n);
  today = lagosDate(t.clock.now);
});
afterAll(() => t.close());

describe('GET admin/members/{id}/statement.csv|.pdf', () => {
  it('answers the CSV the member downloads for the same period', async () => {
    const range = `from=${today.slice(0, 8)}01&to=${today}`;
    const theirs = await get(`/api/statement_of_account?${range}&format=csv`, member);
    const ours = await get(`/api/admin/members/${member.id}/statement.csv?${range}`, admin);
    expect(ours.statusCode).toBe(200);
    expect(ours.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(ours.headers['content-disposition']).toContain(`statement-FIN-${member.id}-${today.slice(0, 8)}01-to-${today}.csv`);
    expect(ours.body).toBe(theirs.body);
    expect(ours.body).toContain('2500.00');
    expect(ours.body).toContain('10.50');
  });

  it('answers a PDF', async () => {
    const res = await get(`/api/admin/members/${member.id}/statement.pdf?from=${today}&to=${today}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses bad dates with a message, an unknown member with 404, a member with 403', async () => {
    const bad = await get(`/api/admin/members/${member.id}/statement.csv?from=2026-02-30`, admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/The start date must be a date like/);
    const backwards = await get(`/api/admin/members/${member.id}/statement.csv?from=${today}&to=2020-01-01`, admin);
    expect(backwards.statusCode).toBe(422);
    const missing = await get('/api/admin/members/99999999/statement.pdf', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no account with this id');
    expect((await get(`/api/admin/members/${member.id}/statement.csv`, member)).statusCode).toBe(403);
  });
});
