// The login and session replies carry `bank` and `profile` (spec §4 pre-check): both flip once the member
// completes the profile and adds a bank account, and each is the member's own.
import { sql } from 'drizzle-orm';
import { makeNuban } from '../../src/rails/nuban';
import { sessionFlags } from '../../src/modules/auth/sessionFlags';
import { bearer, post, signIn, signupAndVerify } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { fullProfile } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('session flags', () => {
  it('flip in the login reply after profile completion and bank add', async () => {
    const account = await signupAndVerify(t);
    const other = await signupAndVerify(t);
    let user = await signIn(t, account.email, account.password);
    expect({ bank: user.bank, profile: user.profile }).toEqual({ bank: false, profile: false });

    const updated = await post(t, '/api/profiles/update', fullProfile(account.email), bearer(user.token));
    expect(updated.json()).toMatchObject({ profile: true });
    user = await signIn(t, account.email, account.password);
    expect({ bank: user.bank, profile: user.profile }).toEqual({ bank: false, profile: true });

    const added = await post(t, '/api/bank_account/add', { bank_code: '058', account_no: makeNuban('058', '123123123'), bank_name: '', account_name: '' }, bearer(user.token));
    expect(added.statusCode).toBe(200);
    user = await signIn(t, account.email, account.password);
    expect({ bank: user.bank, profile: user.profile }).toEqual({ bank: true, profile: true });

    const session = await t.app.inject({ url: '/api/auth/session', headers: bearer(user.token) });
    expect(session.json().user).toMatchObject({ bank: true, profile: true });

    const otherUser = await signIn(t, other.email, other.password);
    expect({ bank: otherUser.bank, profile: otherUser.profile }).toEqual({ bank: false, profile: false });
  });

  it('counts a profile incomplete until every required field of the three steps is filled', async () => {
    const account = await signupAndVerify(t);
    const user = await signIn(t, account.email, account.password);
    // only personal and next-of-kin details: the stored row lacks the business step
    await t.database.db.execute(
      sql`INSERT INTO member_profiles (user_id, marital_status, kin_first_name, kin_last_name, kin_phone_no) VALUES (${user.user_id}, 'single', 'A', 'B', '08011112222')`,
    );
    expect(await sessionFlags(t.database.db, user.user_id)).toEqual({ bank: false, profile: false });
    expect(await sessionFlags(t.database.db, 2_000_000_000)).toEqual({ bank: false, profile: false });
  });
});
