// The administrators' actions on an account (issue 25 "Acting on an account"): suspend with a reason, reactivate,
// resend the verification mail, send a password reset mail. Who may (SA and ADMIN, never on their own account), what
// each refuses (400 a bad reason, 404 no such account, 409 the wrong state), what each answers, and its audit row.
import { eq } from 'drizzle-orm';
import { authTokens, users } from '../../src/db/schema';
import { bearer, post, signupAndVerify } from '../helpers/accounts';
import { secretFromMail, sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser } from '../helpers/users';
import { admin, call, member, type Member } from '../wallet/support/money';
import { lastAuditOf, reactivate, suspend } from './support';

let t: TestApp;
let boss: Member;
let sa: Member;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t);
  sa = await member(t, { role: 'SA' });
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const accountRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
const liveTokens = async (id: number) => (await t.database.db.select().from(authTokens).where(eq(authTokens.userId, id))).filter((row) => !row.revokedAt).length;

describe('suspend', () => {
  it('suspends with the reason trimmed, names who did it, ends every session, and audits before and after', async () => {
    const ada = await member(t);
    await createUser(t, { email: `second-${ada.email}` }); // another account's session stays
    expect(await liveTokens(ada.id)).toBe(1);
    const res = await suspend(t, boss, ada.id, '  Reported a stolen phone  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'The account is suspended',
      member: {
        id: ada.id,
        suspended: true,
        suspended_at: expect.any(String),
        suspended_by: { id: boss.id, name: expect.stringMatching(/^Ada Member/), email: boss.email },
        suspension_reason: 'Reported a stolen phone',
      },
    });
    const row = await accountRow(ada.id);
    expect(row.suspendedAt?.toISOString()).toBe(res.json().member.suspended_at);
    expect([row.suspendedBy, row.suspensionReason]).toEqual([boss.id, 'Reported a stolen phone']);
    expect(await liveTokens(ada.id)).toBe(0);
    expect((await call(t, ada, 'GET', '/api/show_wallet_balance')).statusCode).toBe(401);

    const audit = await lastAuditOf(t, ada.id, 'members.suspend');
    expect(audit).toMatchObject({
      actorId: boss.id,
      outcome: 'done',
      subjectType: 'member',
      subjectId: String(ada.id),
      before: { suspended: false, reason: null },
      after: { suspended: true, reason: 'Reported a stolen phone' },
      detail: 'Reported a stolen phone',
    });
  });

  it.each([
    ['no reason', null],
    ['a blank one', '   '],
    ['two letters', 'ab'],
    ['one of 501 characters', 'x'.repeat(501)],
    ['a number', 42],
  ])('refuses %s with a 400 that says what to give, and changes nothing', async (_case, reason) => {
    const ada = await member(t);
    const res = await suspend(t, boss, ada.id, reason);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/reason/);
    expect((await accountRow(ada.id)).suspendedAt).toBeNull();
    expect(await liveTokens(ada.id)).toBe(1);
  });

  it('takes a reason of exactly 3 and of 500 characters', async () => {
    for (const reason of ['abc', 'y'.repeat(500)]) {
      const ada = await member(t);
      expect((await suspend(t, boss, ada.id, reason)).statusCode).toBe(200);
    }
  });

  it('refuses an account already suspended (409) and keeps the first suspension', async () => {
    const ada = await member(t);
    await suspend(t, boss, ada.id, 'First reason');
    const again = await suspend(t, sa, ada.id, 'Second reason');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This account is already suspended');
    expect(await accountRow(ada.id)).toMatchObject({ suspendedBy: boss.id, suspensionReason: 'First reason' });
  });

  it("refuses an administrator's account: demote first (409)", async () => {
    const other = await admin(t);
    for (const target of [other, sa]) {
      const res = await suspend(t, boss, target.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Demote the administrator first');
      expect((await accountRow(target.id)).suspendedAt).toBeNull();
    }
  });

  it('refuses your own account with the house message, audited as refused', async () => {
    const res = await suspend(t, boss, boss.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This is your own account: another administrator must decide on it');
    expect(await lastAuditOf(t, boss.id, 'members.suspend')).toMatchObject({ outcome: 'refused', statusCode: 403 });
  });

  it('is for administrators only: 401 without a session, 403 for a member', async () => {
    const ada = await member(t);
    const bayo = await member(t);
    expect((await post(t, `/api/admin/members/${ada.id}/suspend`, { reason: 'Nope' })).statusCode).toBe(401);
    expect((await suspend(t, bayo, ada.id)).statusCode).toBe(403);
    expect((await accountRow(ada.id)).suspendedAt).toBeNull();
  });

  it('an SA may too', async () => {
    const ada = await member(t);
    expect((await suspend(t, sa, ada.id)).json().member.suspended_by.id).toBe(sa.id);
  });
});

describe('reactivate', () => {
  it('lifts the suspension, keeps the reason on the account, and audits the reactivation reason', async () => {
    const ada = await member(t);
    await suspend(t, boss, ada.id, 'Reported a stolen phone');
    const res = await reactivate(t, sa, ada.id, { reason: ' Spoke to her at the branch ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'The account is active again',
      member: { id: ada.id, suspended: false, suspended_at: null, suspended_by: null, suspension_reason: 'Reported a stolen phone' },
    });
    expect(await lastAuditOf(t, ada.id, 'members.reactivate')).toMatchObject({
      actorId: sa.id,
      outcome: 'done',
      subjectType: 'member',
      before: { suspended: true, reason: 'Reported a stolen phone' },
      after: { suspended: false, reason: 'Spoke to her at the branch' },
    });
  });

  it('needs no reason (no body at all, or a blank one), but a given one must be 3 to 500 characters', async () => {
    const ada = await member(t);
    await suspend(t, boss, ada.id);
    expect((await reactivate(t, boss, ada.id, { reason: 'ab' })).statusCode).toBe(400);
    expect((await reactivate(t, boss, ada.id)).statusCode).toBe(200);
    await suspend(t, boss, ada.id);
    expect((await reactivate(t, boss, ada.id, { reason: '  ' })).statusCode).toBe(200);
  });

  it('refuses an account that is not suspended (409)', async () => {
    const ada = await member(t);
    const res = await reactivate(t, boss, ada.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This account is not suspended');
  });
});

describe('the mails', () => {
  it('resends the verification link to an unverified account; the link verifies it', async () => {
    const ada = await createUser(t, { verified: false });
    const res = await call(t, boss, 'POST', `/api/admin/members/${ada.id}/verification_mail`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Verification mail sent' });
    const [mail] = await sentMails(t, ada.email);
    const code = secretFromMail(mail, t.config.APP_URL, '/verify-email');
    expect((await post(t, `/api/auth/signupVerifyEmail/${code}`)).statusCode).toBe(200);
    expect((await accountRow(ada.id)).emailVerifiedAt).not.toBeNull();
    expect(await lastAuditOf(t, ada.id, 'members.verification_mail')).toMatchObject({ outcome: 'done', subjectType: 'member', detail: `Verification mail sent to ${ada.email}` });
  });

  it('does not send a second verification link within minutes of the last, and says so (409)', async () => {
    const ada = await createUser(t, { verified: false });
    expect((await call(t, boss, 'POST', `/api/admin/members/${ada.id}/verification_mail`)).statusCode).toBe(200);
    const again = await call(t, boss, 'POST', `/api/admin/members/${ada.id}/verification_mail`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/a few minutes ago/);
    expect(await sentMails(t, ada.email)).toHaveLength(1);
  });

  it('refuses a verified account (409), sending nothing', async () => {
    const ada = await member(t);
    const res = await call(t, boss, 'POST', `/api/admin/members/${ada.id}/verification_mail`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This e-mail address is already verified');
    expect(await sentMails(t, ada.email)).toHaveLength(0);
  });

  it('sends the same reset mail as "forgot password": its link sets a new password', async () => {
    const account = await signupAndVerify(t);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    const res = await call(t, boss, 'POST', `/api/admin/members/${row.id}/password_reset_mail`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password reset mail sent' });
    const [mail] = await sentMails(t, account.email);
    const token = secretFromMail(mail, t.config.APP_URL, '/verify-password');
    const reset = await post(t, '/api/auth/reset', { email: account.email, password: 'Another#Pass9', password_confirmation: 'Another#Pass9', token });
    expect(reset.statusCode).toBe(200);
    const login = (await post(t, '/api/auth/login', { email: account.email, password: 'Another#Pass9' })).json();
    expect(login.status).toBe(1);
    expect((await call(t, { ...boss, headers: bearer(login.user.token) }, 'GET', '/api/show_wallet_balance')).statusCode).toBe(200);
  });

  it('waits a minute between reset mails (409), then sends another', async () => {
    const ada = await member(t);
    expect((await call(t, boss, 'POST', `/api/admin/members/${ada.id}/password_reset_mail`)).statusCode).toBe(200);
    const again = await call(t, boss, 'POST', `/api/admin/members/${ada.id}/password_reset_mail`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/less than a minute ago/);
    t.clock.advance(61_000);
    expect((await call(t, boss, 'POST', `/api/admin/members/${ada.id}/password_reset_mail`)).statusCode).toBe(200);
  });

  it('refuses your own account (403)', async () => {
    for (const action of ['verification_mail', 'password_reset_mail']) {
      expect((await call(t, boss, 'POST', `/api/admin/members/${boss.id}/${action}`)).statusCode).toBe(403);
    }
  });
});

it('answers 404 for an unknown account on every action, and 422 for an id that is not one', async () => {
  for (const action of ['suspend', 'reactivate', 'verification_mail', 'password_reset_mail']) {
    const res = await call(t, boss, 'POST', `/api/admin/members/99999999/${action}`, { reason: 'A good reason' });
    expect([action, res.statusCode, res.json().message]).toEqual([action, 404, 'There is no account with this id']);
    expect((await call(t, boss, 'POST', `/api/admin/members/abc/${action}`, { reason: 'A good reason' })).statusCode).toBe(422);
  }
});
