// Administrators' sign-ins in the audit trail (issue 24): an SA's or ADMIN's sign-in appends `admin.sign_in` done, a
// wrong password on their account appends it failed, with the request id and the address; members' sign-ins and a
// refusal that checked no password (the address must wait) append nothing. The command line's create-admin is an
// act of the system.
import { and, asc, eq, gt, max } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema';
import { ADMIN_SIGN_IN } from '../../src/modules/auth/adminSignIn';
import { ADMINISTRATOR_CREATED, createAdminAccount } from '../../src/modules/auth/createAdmin';
import { FREE_FAILURES_PER_ADDRESS } from '../../src/modules/auth/passwordDelay';
import { fromNewAddress } from '../helpers/clientAddress';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { member, PASSWORD } from '../wallet/support/money';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string, headers: Record<string, string> = fromNewAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

async function lastAuditId(): Promise<number> {
  const [row] = await t.database.db.select({ id: max(auditLog.id) }).from(auditLog);
  return row.id ?? 0;
}

const rowsAfter = (id: number, userId: number) =>
  t.database.db.select().from(auditLog).where(and(gt(auditLog.id, id), eq(auditLog.subjectUserId, userId))).orderBy(asc(auditLog.id));

describe('administrators signing in', () => {
  it.each(['SA', 'ADMIN'] as const)('records an %s’s sign-in: done, with the request id and the address', async (role) => {
    const admin = await member(t, { role });
    const before = await lastAuditId();
    const res = await signIn(admin.email, PASSWORD, { 'x-forwarded-for': '10.200.0.7' });
    expect(res.json()).toMatchObject({ status: 1 });
    const rows = await rowsAfter(before, admin.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: admin.id, actorRole: role, action: ADMIN_SIGN_IN, outcome: 'done', subjectType: 'user', subjectId: String(admin.id), address: '10.200.0.7' });
    expect(rows[0].requestId).toEqual(expect.any(String));
  });

  it('records a wrong password on an administrator’s account as failed, and the sign-in it refused is the usual one', async () => {
    const admin = await member(t, { role: 'ADMIN' });
    const before = await lastAuditId();
    const res = await signIn(admin.email, 'wrong-password', { 'x-forwarded-for': '10.200.0.8' });
    expect(res.json()).toMatchObject({ status: 0, message: 'Invalid Email or Password' });
    expect(await rowsAfter(before, admin.id)).toEqual([
      expect.objectContaining({ actorId: admin.id, action: ADMIN_SIGN_IN, outcome: 'failed', detail: 'Wrong password', address: '10.200.0.8' }),
    ]);
  });

  it('records each checked wrong password, not the refusals while the address must wait', async () => {
    const admin = await member(t, { role: 'SA' });
    const address = fromNewAddress();
    const before = await lastAuditId();
    // the free failures, then one more that starts a wait, then tries during the wait
    for (let i = 0; i < FREE_FAILURES_PER_ADDRESS + 3; i += 1) await signIn(admin.email, 'wrong-password', address);
    const rows = await rowsAfter(before, admin.id);
    expect(rows.map((r) => r.outcome)).toEqual(Array(FREE_FAILURES_PER_ADDRESS).fill('failed'));
  });

  it('records nothing for a member’s sign-in, right or wrong', async () => {
    const ada = await member(t, { memberStatus: true });
    const before = await lastAuditId();
    expect((await signIn(ada.email, PASSWORD)).json()).toMatchObject({ status: 1 });
    expect((await signIn(ada.email, 'wrong-password')).json()).toMatchObject({ status: 0 });
    expect(await t.database.db.select().from(auditLog).where(gt(auditLog.id, before))).toEqual([]);
  });

  it('shows the sign-in as the administrator’s last sign-in in the list', async () => {
    const boss = await member(t, { role: 'SA' });
    const officer = await member(t, { role: 'ADMIN' });
    t.clock.advance(60 * 60_000);
    try {
      const login = (await signIn(officer.email, PASSWORD)).json();
      expect(login.status).toBe(1);
      const res = await t.app.inject({ url: '/api/admin/administrators', headers: boss.headers });
      const row = (res.json().administrators as { user_id: number; last_sign_in_at: string }[]).find((a) => a.user_id === officer.id)!;
      // the session createUser made is an hour older
      expect(Date.parse(row.last_sign_in_at)).toBeGreaterThan(t.clock.now.getTime() - 60_000);
    } finally {
      t.clock.reset();
    }
  });
});

describe('create-admin on the command line', () => {
  it('appends administrators.create as an act of the system, in the same transaction as the account', async () => {
    const before = await lastAuditId();
    const user = await createAdminAccount(t.database.db, { email: 'treasurer@coop.ng', password: 'Treasurer#123', firstName: 'Bola', lastName: 'Ade', role: 'ADMIN' }, new Date());
    expect(await rowsAfter(before, user.id)).toEqual([
      expect.objectContaining({ actorId: null, actorRole: 'SYSTEM', action: ADMINISTRATOR_CREATED, outcome: 'done', subjectType: 'user', subjectId: String(user.id), after: { role: 'ADMIN', email: 'treasurer@coop.ng' } }),
    ]);
    // an e-mail already in use creates nothing and records nothing
    const again = await lastAuditId();
    await expect(createAdminAccount(t.database.db, { email: 'treasurer@coop.ng', password: 'Treasurer#123', firstName: 'B', lastName: 'A' }, new Date())).rejects.toThrow(/already exists/);
    expect(await lastAuditId()).toBe(again);
  });
});
