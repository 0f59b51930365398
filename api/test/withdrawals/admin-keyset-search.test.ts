// GET admin/withdrawals in keyset pages (before/limit) and searched by member: the pages read in turn are the whole
// list, newest first, with no withdrawal twice and none missed (two of them share an instant), within a state filter
// too; the search finds a member by name, e-mail or phone; the numbered pages still answer the original shape, searched;
// a bad before or limit is refused with a message.
import { eq } from 'drizzle-orm';
import { users, withdrawals, type WithdrawalStatusValue } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { ledgerActivity } from '../transactions/support/ledgerActivity';

let t: TestApp;
let boss: TestUser;
let ngozi: TestUser;
let bello: TestUser;
/** every withdrawal's id, newest first */
const newestFirst: number[] = [];
const byId = new Map<number, { userId: number; status: WithdrawalStatusValue }>();

async function insertWithdrawal(userId: number, status: WithdrawalStatusValue, createdAt: Date): Promise<number> {
  const made = await ledgerActivity(t.database.db).withdraw(userId, 1_000n);
  const [row] = await t.database.db
    .insert(withdrawals)
    .values({
      userId,
      reference: made.reference,
      amountKobo: 1_000n,
      status,
      transferId: made.id,
      bankName: 'Access Bank',
      bankCode: '044',
      accountNo: '0123456789',
      accountName: 'Account Holder',
      provider: 'paystack',
      createdAt,
      deadlineAt: new Date(createdAt.getTime() + 86_400_000),
    })
    .returning({ id: withdrawals.id });
  byId.set(row.id, { userId, status });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  boss = await createUser(t, { role: 'ADMIN' });
  ngozi = await createUser(t, { firstName: 'Ngozi', lastName: 'Okonkwo', email: 'ngozi.okonkwo@example.com' });
  bello = await createUser(t, { firstName: 'Bello', lastName: 'Musa', email: 'bello@example.com' });
  await t.database.db.update(users).set({ phoneNo: '08099990001' }).where(eq(users.id, bello.id));
  for (const who of [ngozi, bello]) await ledgerActivity(t.database.db).fund(who.id, 1_000_000n);
  const base = Date.parse('2026-05-01T09:00:00Z');
  // inserted out of time order, three at one instant: the order is (created_at, id), newest first
  const plan: Array<[TestUser, WithdrawalStatusValue, number]> = [
    [ngozi, 'confirmed', 0],
    [bello, 'reversed', 60_000],
    [ngozi, 'confirmed', 60_000],
    [bello, 'confirmed', 60_000],
    [ngozi, 'reserved', 180_000],
    [bello, 'sent', 120_000],
    [ngozi, 'confirmed', 30_000],
  ];
  const made: Array<{ id: number; at: number }> = [];
  for (const [who, status, ms] of plan) made.push({ id: await insertWithdrawal(who.id, status, new Date(base + ms)), at: ms });
  made.sort((a, b) => b.at - a.at || b.id - a.id);
  newestFirst.push(...made.map((m) => m.id));
});
afterAll(() => t.close());

const get = (query: string, user: TestUser = boss) => t.app.inject({ url: `/api/admin/withdrawals?${query}`, headers: user.headers });

async function page(query: string): Promise<{ data: Array<{ id: number; user_id: number; status: string }>; next_before: number | null }> {
  const res = await get(query);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** every keyset page in turn, from the first */
async function readAll(query: string, limit: number): Promise<{ ids: number[]; pages: number }> {
  const ids: number[] = [];
  let before: number | null = null;
  let pages = 0;
  do {
    const reply = await page(`${query}&limit=${limit}${before ? `&before=${before}` : ''}`);
    expect(reply.data.length).toBeLessThanOrEqual(limit);
    ids.push(...reply.data.map((w) => w.id));
    before = reply.next_before;
    pages += 1;
  } while (before !== null && pages < 20);
  return { ids, pages };
}

describe('GET admin/withdrawals in keyset pages', () => {
  it('answers { data, next_before } and the pages in turn are every withdrawal once, newest first', async () => {
    const first = await page('limit=3');
    expect(Object.keys(first).sort()).toEqual(['data', 'next_before']);
    expect(first.next_before).toBe(first.data[2].id);
    for (const limit of [1, 2, 3, 7]) {
      const { ids, pages } = await readAll('', limit);
      expect(ids).toEqual(newestFirst);
      expect(pages).toBe(Math.ceil(newestFirst.length / limit));
    }
    // a page that ends exactly at the last row says there is no next one
    expect((await page('limit=7')).next_before).toBeNull();
  });

  it('pages within a state filter the same way', async () => {
    const confirmed = newestFirst.filter((id) => byId.get(id)!.status === 'confirmed');
    expect((await readAll('status=confirmed', 2)).ids).toEqual(confirmed);
    const pending = newestFirst.filter((id) => ['reserved', 'sent'].includes(byId.get(id)!.status));
    expect((await readAll('status=pending', 1)).ids).toEqual(pending);
  });

  it('finds a member’s withdrawals by part of their name, e-mail or phone, case aside, and pages the matches', async () => {
    const ngozis = newestFirst.filter((id) => byId.get(id)!.userId === ngozi.id);
    const bellos = newestFirst.filter((id) => byId.get(id)!.userId === bello.id);
    expect((await readAll('search=ngoz', 2)).ids).toEqual(ngozis);
    expect((await readAll('search=ngozi%20okonkwo', 10)).ids).toEqual(ngozis);
    expect((await readAll('search=BELLO%40EXAMPLE', 1)).ids).toEqual(bellos);
    expect((await readAll('search=0809999', 2)).ids).toEqual(bellos);
    expect((await readAll('search=musa&status=confirmed', 5)).ids).toEqual(bellos.filter((id) => byId.get(id)!.status === 'confirmed'));
    // LIKE's wildcards are plain characters
    expect((await page('search=%25&limit=5')).data).toEqual([]);
    expect((await page('search=nobody-like-this&limit=5'))).toEqual({ data: [], next_before: null });
  });

  it('marks the rows with the member and `yours` as the numbered pages do', async () => {
    const [row] = (await page(`limit=1&before=${newestFirst[0]}`)).data;
    expect(row).toMatchObject({ id: newestFirst[1], member_name: expect.any(String), member_email: expect.any(String), yours: false });
  });

  it('refuses a bad before, limit or search with a message (422, as every admin list does), and a before that is no withdrawal', async () => {
    for (const [query, message] of [
      [`search=${'x'.repeat(101)}`, 'The search must be at most 100 characters'],
      ['limit=0', 'The limit must be a whole number from 1 to 100'],
      ['limit=101', 'The limit must be a whole number from 1 to 100'],
      ['limit=ten', 'The limit must be a whole number from 1 to 100'],
      ['before=abc', 'before must be a positive whole number'],
      ['before=-4', 'before must be a positive whole number'],
      ['before=999999', 'before must be the id of a withdrawal: send next_before from the previous page'],
    ]) {
      const res = await get(query);
      expect({ query, status: res.statusCode, message: res.json().message }).toEqual({ query, status: 422, message });
    }
  });

  it('keeps the numbered pages for the original client, searched too', async () => {
    const numbered = (await get('per_page=2&page=1')).json();
    expect(numbered).toMatchObject({ current_page: 1, per_page: 2, has_more: true, next_page_url: '/api/admin/withdrawals?page=2&per_page=2' });
    expect(numbered.data.map((w: { id: number }) => w.id)).toEqual(newestFirst.slice(0, 2));
    const searched = (await get('search=bello&per_page=20')).json();
    expect(searched.data.map((w: { id: number }) => w.id)).toEqual(newestFirst.filter((id) => byId.get(id)!.userId === bello.id));
    expect(searched).toMatchObject({ current_page: 1, has_more: false });
    expect((await get('search=bello&per_page=1')).json().next_page_url).toBe('/api/admin/withdrawals?search=bello&page=2&per_page=1');
  });

  it('is for administrators only', async () => {
    expect((await get('limit=5', ngozi)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/withdrawals?limit=5' })).statusCode).toBe(401);
  });
});
