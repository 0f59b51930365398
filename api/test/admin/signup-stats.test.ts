import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';

let t: TestApp;
let sa: TestUser;
let admin: TestUser;
let member: TestUser;

/** Lagos is UTC+1: 12:00 in Lagos on 15 March 2026 */
const NOW = Date.parse('2026-03-15T11:00:00Z');
const lagos = (isoLocal: string) => new Date(Date.parse(`${isoLocal}+01:00`));

beforeAll(async () => {
  t = await createTestApp();
  sa = await createUser(t, { role: 'SA' });
  admin = await createUser(t, { role: 'ADMIN' });
  member = await createUser(t);
  // a member from long ago: counts in the totals only
  await t.database.db.update(users).set({ createdAt: new Date('2025-01-01T12:00:00Z') }).where(eq(users.id, member.id));
  t.clock.advance(NOW - Date.now());
  const people: { at: Date; verified?: boolean; member?: boolean; role?: 'MEMBER' | 'SA' }[] = [
    { at: lagos('2026-03-15T00:30:00'), verified: true, member: true }, // today, just after Lagos midnight (23:30 UTC the day before)
    { at: lagos('2026-03-15T10:00:00') }, // today
    { at: lagos('2026-03-14T23:59:00'), verified: true }, // yesterday
    { at: lagos('2026-03-09T12:00:00'), verified: true, member: true }, // 6 days ago: inside the last 7 days
    { at: lagos('2026-03-08T12:00:00'), verified: true }, // 7 days ago: outside
    { at: lagos('2026-03-02T00:00:30') }, // 13 days ago: the first day of by_day
    { at: lagos('2026-03-01T23:59:00') }, // 14 days ago: before by_day
    { at: lagos('2026-02-14T00:10:00') }, // 29 days ago: inside the last 30 days
    { at: lagos('2026-02-13T23:50:00') }, // 30 days ago: outside
    { at: lagos('2026-03-15T09:00:00'), verified: true, role: 'SA' }, // an administrator is not a sign-up
  ];
  for (const [i, p] of people.entries()) {
    await t.database.db.insert(users).values({
      email: `stats${i}@example.com`,
      passwordHash: 'x',
      firstName: 'S',
      lastName: String(i),
      phoneNo: '08000000000',
      role: p.role ?? 'MEMBER',
      memberStatus: p.member ?? false,
      emailVerifiedAt: p.verified ? p.at : null,
      createdAt: p.at,
    });
  }
});
afterAll(() => t.close());

describe('GET admin/signup-stats', () => {
  it('answers 401 anonymous and 403 to a member', async () => {
    expect((await t.app.inject({ url: '/api/admin/signup-stats' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/signup-stats', headers: member.headers })).statusCode).toBe(403);
  });

  it('counts sign-ups by Lagos day, exactly', async () => {
    for (const who of [sa, admin]) {
      const res = await t.app.inject({ url: '/api/admin/signup-stats', headers: who.headers });
      expect(res.statusCode).toBe(200);
      const stats = res.json();
      const days: Record<string, number> = { '2026-03-02': 1, '2026-03-08': 1, '2026-03-09': 1, '2026-03-14': 1, '2026-03-15': 2 };
      const expectedByDay = Array.from({ length: 14 }, (_, i) => {
        const date = new Date(Date.UTC(2026, 2, 2 + i)).toISOString().slice(0, 10);
        return { date, count: days[date] ?? 0 };
      });
      const fixtureMembers = 1; // the verified member from 2025
      expect(stats).toEqual({
        total: 9 + fixtureMembers,
        verified: 4 + fixtureMembers,
        unverified: 5,
        members: 2,
        today: 2,
        last_7_days: 4,
        last_30_days: 8,
        by_day: expectedByDay,
      });
    }
  });
});
