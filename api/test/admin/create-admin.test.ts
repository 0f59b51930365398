import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { createAdminAccount } from '../../src/modules/auth/createAdmin';
import { bearer, post, signupPayload } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const input = (overrides: Record<string, unknown> = {}) => ({
  email: 'Chair@Coop.ng',
  password: 'Chair#Pass123',
  firstName: 'Ifeoma',
  lastName: 'Nwosu',
  ...overrides,
});

describe('create-admin', () => {
  it('creates a verified SA (by default) who can sign in and use the admin calls', async () => {
    const user = await createAdminAccount(t.database.db, input(), new Date());
    expect(user).toMatchObject({ email: 'chair@coop.ng', role: 'SA', firstName: 'Ifeoma', lastName: 'Nwosu' });
    expect(user.emailVerifiedAt).not.toBeNull();
    const login = (await post(t, '/api/auth/login', { email: 'chair@coop.ng', password: 'Chair#Pass123' })).json();
    expect(login).toMatchObject({ status: 1, user: { role: 'SA' } });
    expect((await t.app.inject({ url: '/api/admin/members', headers: bearer(login.user.token) })).statusCode).toBe(200);
  });

  it('creates an ADMIN when asked', async () => {
    const user = await createAdminAccount(t.database.db, input({ email: 'officer@coop.ng', role: 'ADMIN', phoneNo: '08030000000' }), new Date());
    expect(user).toMatchObject({ role: 'ADMIN', phoneNo: '08030000000' });
  });

  it('refuses an e-mail already in use, in any case, and changes nothing', async () => {
    const member = signupPayload();
    await post(t, '/api/auth/signup', member);
    await expect(createAdminAccount(t.database.db, input({ email: member.email.toUpperCase() }), new Date())).rejects.toThrow(
      `An account with ${member.email} already exists`,
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.email, member.email));
    expect(row.role).toBe('MEMBER');
  });

  it.each([
    [{ email: 'nope' }, 'Email is not valid'],
    [{ password: 'short' }, 'The password must be at least 8 characters'],
    [{ firstName: '' }, 'The first name is required'],
    [{ lastName: ' ' }, 'The last name is required'],
    [{ role: 'MEMBER' }, 'The role must be SA or ADMIN'],
  ])('refuses %j with a readable message', async (change, message) => {
    await expect(createAdminAccount(t.database.db, input({ email: 'x@coop.ng', ...change }), new Date())).rejects.toThrow(message);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'x@coop.ng'))).toHaveLength(0);
  });
});
