// The society's administrators (issue 24): only an SA appoints and demotes, with their password typed again; only a
// verified account can be appointed; the last SA cannot be demoted; a role change is in force on the person's next
// request; every change is in the audit trail and the list says who appointed whom.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditLog, users } from '../../src/db/schema';
import { SA_ONLY_MESSAGE } from '../../src/http/permissions';
import { LAST_SA, ONLY_VERIFIED, WRONG_PASSWORD_FOR_ROLE_CHANGE } from '../../src/modules/administrators/roleChange';
import { sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { member, PASSWORD } from '../wallet/support/money';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sa = () => member(t, { role: 'SA', memberStatus: true });

function send(user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url, headers: user.headers, ...(payload === undefined ? {} : { payload: payload as never }) });
}

const appoint = (by: TestUser, body: Record<string, unknown>) => send(by, 'POST', '/api/admin/administrators', body);
const demote = (by: TestUser, userId: number, password: unknown = PASSWORD) => send(by, 'DELETE', `/api/admin/administrators/${userId}`, { password });

async function roleOf(userId: number) {
  const [row] = await t.database.db.select({ role: users.role, by: users.roleChangedBy, at: users.roleChangedAt }).from(users).where(eq(users.id, userId));
  return row;
}

async function lastAudit(action: string) {
  const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

describe('appointing an administrator', () => {
  it('makes a verified member an ADMIN: the role, who and when, the mail, the audit row, and the reply', async () => {
    const boss = await sa();
    const ada = await createUser(t, { memberStatus: true, firstName: 'Ada', lastName: 'Obi' });
    const res = await appoint(boss, { email: ada.email.toUpperCase(), role: 'ADMIN', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Ada Obi is now an ADMIN',
      administrator: { user_id: ada.id, name: 'Ada Obi', email: ada.email, role: 'ADMIN', appointed_by: { id: boss.id }, yours: false },
    });
    const row = await roleOf(ada.id);
    expect(row).toMatchObject({ role: 'ADMIN', by: boss.id });
    expect(row.at).toBeInstanceOf(Date);

    const [mail] = await sentMails(t, ada.email);
    expect(mail.subject).toMatch(/You are now an administrator/);
    expect(mail.text).toMatch(/administrator \(ADMIN\)/);

    expect(await lastAudit('administrators.appoint')).toMatchObject({
      actorId: boss.id,
      actorRole: 'SA',
      outcome: 'done',
      subjectType: 'user',
      subjectId: String(ada.id),
      subjectUserId: ada.id,
      before: { role: 'MEMBER' },
      after: { role: 'ADMIN' },
      statusCode: 200,
    });
  });

  it('is in force on the next request: the new ADMIN reads the loan queue at once, though a cached member session said MEMBER', async () => {
    const boss = await sa();
    const ada = await createUser(t, { memberStatus: true });
    // a paid-up member's session is kept in the session cache: this read puts it there
    expect((await send(ada, 'GET', '/api/show_wallet_balance')).statusCode).toBe(200);
    expect((await send(ada, 'GET', '/api/admin/loans')).statusCode).toBe(403);
    expect((await appoint(boss, { email: ada.email, role: 'ADMIN', password: PASSWORD })).statusCode).toBe(200);
    expect((await send(ada, 'GET', '/api/admin/loans')).statusCode).toBe(200);
  });

  it('an ADMIN appointing gets 403 and nothing changes (finding: "SA and ADMIN have exactly the same powers")', async () => {
    const officer = await member(t, { role: 'ADMIN' });
    const ada = await createUser(t, { memberStatus: true });
    const res = await appoint(officer, { email: ada.email, role: 'SA', password: PASSWORD });
    expect([res.statusCode, res.json().message]).toEqual([403, SA_ONLY_MESSAGE]);
    expect((await roleOf(ada.id)).role).toBe('MEMBER');
    expect((await send(officer, 'GET', '/api/admin/administrators')).statusCode).toBe(403);
    expect((await demote(officer, ada.id)).statusCode).toBe(403);
    expect(await lastAudit('administrators.appoint')).toMatchObject({ actorId: officer.id, actorRole: 'ADMIN', outcome: 'refused', statusCode: 403 });
  });

  it('refuses a wrong password and changes nothing', async () => {
    const boss = await sa();
    const ada = await createUser(t, { memberStatus: true });
    const res = await appoint(boss, { email: ada.email, role: 'ADMIN', password: 'not-my-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(WRONG_PASSWORD_FOR_ROLE_CHANGE);
    expect(await roleOf(ada.id)).toMatchObject({ role: 'MEMBER', by: null });
    expect(await sentMails(t, ada.email)).toEqual([]);
    expect(await lastAudit('administrators.appoint')).toMatchObject({ actorId: boss.id, outcome: 'failed', statusCode: 400, detail: WRONG_PASSWORD_FOR_ROLE_CHANGE });
  });

  it('refuses an unverified account, an unknown e-mail, the SA themself and a role the account already has', async () => {
    const boss = await sa();
    const unverified = await createUser(t, { verified: false });
    const officer = await createUser(t, { role: 'ADMIN' });
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ email: unverified.email, role: 'ADMIN' }, 422, ONLY_VERIFIED],
      [{ email: 'nobody@example.com', role: 'ADMIN' }, 404, /No account uses nobody@example.com/],
      [{ email: boss.email, role: 'ADMIN' }, 422, /You cannot appoint yourself/],
      [{ email: officer.email, role: 'ADMIN' }, 409, /is already an ADMIN/],
    ];
    for (const [body, status, message] of cases) {
      const res = await appoint(boss, { ...body, password: PASSWORD });
      expect([res.statusCode, res.json().message]).toEqual([status, expect.stringMatching(message)]);
    }
    expect((await roleOf(unverified.id)).role).toBe('MEMBER');
    expect((await roleOf(officer.id)).role).toBe('ADMIN');
    expect((await roleOf(boss.id)).role).toBe('SA');
  });

  it.each([
    [{}, 'The e-mail address is required'],
    [{ email: 'not-an-email', role: 'ADMIN', password: PASSWORD }, 'Email is not valid'],
    [{ email: 'a@b.ng', role: 'MEMBER', password: PASSWORD }, 'The role must be ADMIN or SA'],
    [{ email: 'a@b.ng', role: 'ADMIN' }, 'Your password is required'],
  ])('answers bad input %j with 422 "%s"', async (body, message) => {
    const res = await appoint(await sa(), body);
    expect([res.statusCode, res.json().message]).toEqual([422, message]);
  });
});

describe('demoting an administrator', () => {
  it('makes an ADMIN a member again, in force on their next request on this process', async () => {
    const boss = await sa();
    const officer = await member(t, { role: 'ADMIN', memberStatus: true });
    expect((await send(officer, 'GET', '/api/admin/loans')).statusCode).toBe(200);
    const res = await demote(boss, officer.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.stringMatching(/is no longer an administrator$/) });
    expect(await roleOf(officer.id)).toMatchObject({ role: 'MEMBER', by: boss.id });
    expect((await send(officer, 'GET', '/api/admin/loans')).statusCode).toBe(403);
    expect((await sentMails(t, officer.email))[0].subject).toMatch(/no longer an administrator/);
    expect(await lastAudit('administrators.demote')).toMatchObject({
      actorId: boss.id,
      outcome: 'done',
      subjectType: 'user',
      subjectId: String(officer.id),
      before: { role: 'ADMIN' },
      after: { role: 'MEMBER' },
    });
  });

  it('refuses to demote the last SA, themself included (finding: "the last SA demoted")', async () => {
    const boss = await sa();
    // every other SA of this file's society steps down first
    await t.database.db.update(users).set({ role: 'ADMIN' }).where(and(eq(users.role, 'SA'), ne(users.id, boss.id)));
    const res = await demote(boss, boss.id);
    expect([res.statusCode, res.json().message]).toEqual([409, LAST_SA]);
    expect((await roleOf(boss.id)).role).toBe('SA');
    expect(await lastAudit('administrators.demote')).toMatchObject({ actorId: boss.id, outcome: 'failed', detail: LAST_SA, subjectUserId: boss.id });

    // with a second SA, either may step down or demote the other, but not both of them
    const second = await sa();
    expect((await demote(second, boss.id)).statusCode).toBe(200);
    const last = await demote(second, second.id);
    expect([last.statusCode, last.json().message]).toEqual([409, LAST_SA]);
    expect((await roleOf(second.id)).role).toBe('SA');
  });

  it('lets only one of two simultaneous demotions of the only two SAs pass', async () => {
    await t.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.role, 'SA'));
    const [one, two] = [await sa(), await sa()];
    const answers = await Promise.all([demote(one, two.id), demote(two, one.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
    const roles = [(await roleOf(one.id)).role, (await roleOf(two.id)).role].sort();
    expect(roles).toEqual(['MEMBER', 'SA']);
  });

  it('refuses a wrong password, a member and an unknown id, and changes nothing', async () => {
    const boss = await sa();
    const officer = await createUser(t, { role: 'ADMIN' });
    const plain = await createUser(t);
    const wrong = await demote(boss, officer.id, 'wrong-password');
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, WRONG_PASSWORD_FOR_ROLE_CHANGE]);
    expect((await roleOf(officer.id)).role).toBe('ADMIN');
    expect((await demote(boss, plain.id)).json()).toMatchObject({ success: false, message: expect.stringMatching(/is not an administrator/) });
    expect((await demote(boss, 999_999)).statusCode).toBe(404);
    const missing = await send(boss, 'DELETE', `/api/admin/administrators/${officer.id}`, {});
    expect([missing.statusCode, missing.json().message]).toEqual([422, 'Your password is required']);
    expect((await send(boss, 'DELETE', '/api/admin/administrators/abc', { password: PASSWORD })).statusCode).toBe(422);
  });
});

describe('the list of administrators', () => {
  it('shows every SA and ADMIN with who appointed them, when, and their last sign-in; members are not in it', async () => {
    const boss = await sa();
    const ada = await createUser(t, { memberStatus: true, firstName: 'Ada', lastName: 'Lister' });
    const plain = await createUser(t);
    await appoint(boss, { email: ada.email, role: 'ADMIN', password: PASSWORD });
    const res = await send(boss, 'GET', '/api/admin/administrators');
    expect(res.statusCode).toBe(200);
    const { administrators } = res.json() as { administrators: { user_id: number; role: string; appointed_by: unknown; appointed_at: string | null; last_sign_in_at: string | null; yours: boolean }[] };
    const ids = administrators.map((a) => a.user_id);
    expect(ids).toContain(boss.id);
    expect(ids).not.toContain(plain.id);
    const adaRow = administrators.find((a) => a.user_id === ada.id)!;
    expect(adaRow).toMatchObject({ role: 'ADMIN', name: 'Ada Lister', appointed_by: { id: boss.id, email: boss.email }, yours: false });
    expect(Date.parse(adaRow.appointed_at!)).not.toBeNaN();
    // createUser gave Ada a session: her latest sign-in
    expect(Date.parse(adaRow.last_sign_in_at!)).not.toBeNaN();
    expect(administrators.find((a) => a.user_id === boss.id)).toMatchObject({ yours: true, appointed_by: null, appointed_at: null });
    // SAs first
    const firstAdmin = administrators.findIndex((a) => a.role === 'ADMIN');
    expect(administrators.slice(firstAdmin).every((a) => a.role === 'ADMIN')).toBe(true);
  });
});
