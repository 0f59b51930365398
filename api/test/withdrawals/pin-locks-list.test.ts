// GET admin/pin_locks in keyset pages and searched by member: the most recently locked first, the pages read in turn
// are every locked member once (three were locked at one instant), an unlocked member is not listed, and without
// before/limit the reply is the whole list as the console's count reads it.
import { eq } from 'drizzle-orm';
import { pinLocks, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';

let t: TestApp;
let boss: TestUser;
/** the locked members' ids, most recently locked first */
const newestFirst: number[] = [];
const nameOf = new Map<number, string>();

beforeAll(async () => {
  t = await createTestApp();
  boss = await createUser(t, { role: 'ADMIN' });
  const base = Date.parse('2026-05-01T09:00:00Z');
  const plan: Array<[string, number]> = [
    ['Adaeze', 0],
    ['Bayo', 60_000],
    ['Chidi', 60_000],
    ['Dupe', 60_000],
    ['Efe', 180_000],
    ['Femi', 30_000],
  ];
  const made: Array<{ id: number; at: number }> = [];
  for (const [firstName, ms] of plan) {
    const user = await createUser(t, { firstName, lastName: 'Locked', email: `${firstName.toLowerCase()}@example.com` });
    await t.database.db.insert(pinLocks).values({ userId: user.id, lockedAt: new Date(base + ms) });
    nameOf.set(user.id, firstName);
    made.push({ id: user.id, at: ms });
  }
  await t.database.db.update(users).set({ phoneNo: '08066660001' }).where(eq(users.email, 'femi@example.com'));
  // a member who had wrong PINs but is not locked
  const unlocked = await createUser(t, { firstName: 'Gozie', lastName: 'Locked' });
  await t.database.db.insert(pinLocks).values({ userId: unlocked.id, lockedAt: null, unlockedAt: new Date(base) });
  made.sort((a, b) => b.at - a.at || b.id - a.id);
  newestFirst.push(...made.map((m) => m.id));
});
afterAll(() => t.close());

const get = (query: string, user: TestUser = boss) => t.app.inject({ url: `/api/admin/pin_locks?${query}`, headers: user.headers });

async function page(query: string): Promise<{ data: Array<{ user_id: number; member_name: string; yours: boolean }>; next_before: number | null }> {
  const res = await get(query);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function readAll(query: string, limit: number): Promise<number[]> {
  const ids: number[] = [];
  let before: number | null = null;
  for (let i = 0; i < 20; i += 1) {
    const reply = await page(`${query}&limit=${limit}${before ? `&before=${before}` : ''}`);
    ids.push(...reply.data.map((m) => m.user_id));
    before = reply.next_before;
    if (before === null) break;
  }
  return ids;
}

describe('GET admin/pin_locks in keyset pages', () => {
  it('answers every locked member once, most recently locked first, at any page size', async () => {
    for (const limit of [1, 2, 3, 6]) expect(await readAll('', limit)).toEqual(newestFirst);
    expect((await page('limit=2')).next_before).toBe(newestFirst[1]);
  });

  it('without before or limit answers the whole list, as the console’s count reads it', async () => {
    const all = await page('');
    expect(all.data.map((m) => m.user_id)).toEqual(newestFirst);
    expect(all.next_before).toBeNull();
    expect(all.data[0]).toMatchObject({ member_name: `${nameOf.get(newestFirst[0])} Locked`, yours: false });
  });

  it('finds a member by name, e-mail or phone', async () => {
    const named = (name: string) => newestFirst.filter((id) => nameOf.get(id) === name);
    expect(await readAll('search=chidi', 1)).toEqual(named('Chidi'));
    expect(await readAll('search=DUPE%40', 5)).toEqual(named('Dupe'));
    expect(await readAll('search=0806666', 5)).toEqual(named('Femi'));
    expect(await readAll('search=locked', 4)).toEqual(newestFirst);
    expect(await page('search=gozie')).toEqual({ data: [], next_before: null });
  });

  it('refuses a bad before or limit with a message, and a before that names no lock', async () => {
    for (const [query, message] of [
      ['limit=0', 'The limit must be a whole number from 1 to 100'],
      ['before=one', 'before must be a positive whole number'],
      ['before=999999', 'before must be the id of a member whose withdrawals were locked: send next_before from the previous page'],
    ]) {
      const res = await get(query);
      expect({ query, status: res.statusCode, message: res.json().message }).toEqual({ query, status: 422, message });
    }
  });

  it('is for administrators only', async () => {
    expect((await get('limit=2', await createUser(t))).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/pin_locks' })).statusCode).toBe(401);
  });
});
