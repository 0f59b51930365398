// GET admin/bank_accounts/held in keyset pages and searched by member: oldest first (the longest wait first), the pages
// read in turn are every held account once (three were added at one instant), an account decided on between two pages
// does not lose the place, and without before/limit the reply is the whole list as the console's count reads it.
import { eq } from 'drizzle-orm';
import { bankAccounts, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';

let t: TestApp;
let boss: TestUser;
/** the held accounts' ids, oldest first */
const oldestFirst: number[] = [];
const ownerOf = new Map<number, string>();

async function addAccount(user: TestUser, status: 'held' | 'approved', createdAt: Date): Promise<number> {
  const [row] = await t.database.db
    .insert(bankAccounts)
    .values({ userId: user.id, bankCode: '058', bankName: 'Guaranty Trust Bank', accountNo: '0123456785', accountName: 'SOMEONE ELSE', reviewStatus: status, createdAt })
    .returning({ id: bankAccounts.id });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  boss = await createUser(t, { role: 'ADMIN' });
  const base = Date.parse('2026-05-01T09:00:00Z');
  const plan: Array<[string, number]> = [
    ['Emeka', 120_000],
    ['Funke', 0],
    ['Gbenga', 60_000],
    ['Halima', 60_000],
    ['Ifeoma', 60_000],
    ['Jide', 30_000],
  ];
  const made: Array<{ id: number; at: number }> = [];
  for (const [firstName, ms] of plan) {
    const user = await createUser(t, { firstName, lastName: 'Held', email: `${firstName.toLowerCase()}@example.com` });
    const id = await addAccount(user, 'held', new Date(base + ms));
    ownerOf.set(id, firstName);
    made.push({ id, at: ms });
  }
  await t.database.db.update(users).set({ phoneNo: '08077770001' }).where(eq(users.email, 'jide@example.com'));
  // an approved account is not waiting for anyone
  await addAccount(await createUser(t, { firstName: 'Kemi' }), 'approved', new Date(base));
  made.sort((a, b) => a.at - b.at || a.id - b.id);
  oldestFirst.push(...made.map((m) => m.id));
});
afterAll(() => t.close());

const get = (query: string, user: TestUser = boss) => t.app.inject({ url: `/api/admin/bank_accounts/held?${query}`, headers: user.headers });

async function page(query: string): Promise<{ success: true; data: Array<{ id: number; member: { name: string } }>; next_before: number | null }> {
  const res = await get(query);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function readAll(query: string, limit: number): Promise<number[]> {
  const ids: number[] = [];
  let before: number | null = null;
  for (let i = 0; i < 20; i += 1) {
    const reply = await page(`${query}&limit=${limit}${before ? `&before=${before}` : ''}`);
    ids.push(...reply.data.map((a) => a.id));
    before = reply.next_before;
    if (before === null) break;
  }
  return ids;
}

describe('GET admin/bank_accounts/held in keyset pages', () => {
  it('answers every held account once, oldest first, at any page size', async () => {
    for (const limit of [1, 2, 4, 6]) expect(await readAll('', limit)).toEqual(oldestFirst);
    const first = await page('limit=2');
    expect(first).toMatchObject({ success: true, next_before: oldestFirst[1] });
    expect((await page('limit=6')).next_before).toBeNull();
  });

  it('without before or limit answers the whole list, as the console’s count reads it', async () => {
    const all = await page('');
    expect(all.data.map((a) => a.id)).toEqual(oldestFirst);
    expect(all.next_before).toBeNull();
  });

  it('finds a member’s account by name, e-mail or phone', async () => {
    const named = (name: string) => oldestFirst.filter((id) => ownerOf.get(id) === name);
    expect(await readAll('search=halima', 1)).toEqual(named('Halima'));
    expect(await readAll('search=FUNKE%40example', 5)).toEqual(named('Funke'));
    expect(await readAll('search=0807777', 5)).toEqual(named('Jide'));
    expect((await page('search=held&limit=100')).data).toHaveLength(oldestFirst.length);
    expect(await page('search=kemi')).toEqual({ success: true, data: [], next_before: null });
  });

  it('keeps its place when the account a page ended on is decided meanwhile', async () => {
    const first = await page('limit=2');
    const cursor = first.next_before!;
    const approved = await t.app.inject({ method: 'POST', url: `/api/admin/bank_accounts/${cursor}/approve`, headers: boss.headers });
    expect(approved.statusCode).toBe(200);
    const next = await page(`limit=2&before=${cursor}`);
    expect(next.data.map((a) => a.id)).toEqual(oldestFirst.slice(2, 4));
    oldestFirst.splice(1, 1);
  });

  it('refuses a bad before or limit with a message', async () => {
    for (const [query, message] of [
      ['limit=0', 'The limit must be a whole number from 1 to 100'],
      ['limit=500', 'The limit must be a whole number from 1 to 100'],
      ['before=x', 'before must be a positive whole number'],
      ['before=999999', 'before must be the id of a bank account: send next_before from the previous page'],
      [`search=${'y'.repeat(101)}`, 'The search must be at most 100 characters'],
    ]) {
      const res = await get(query);
      expect({ query, status: res.statusCode, message: res.json().message }).toEqual({ query, status: 422, message });
    }
  });

  it('is for administrators only', async () => {
    expect((await get('limit=2', await createUser(t))).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/bank_accounts/held' })).statusCode).toBe(401);
  });
});
