// GET admin/withdrawals pages the society's withdrawals without counting them: one row more than a page is read,
// and `has_more`, `total` and `last_page` say what is known so far. The pages, read in turn, are the whole list.
import { withdrawals, type WithdrawalStatusValue } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { ledgerActivity } from '../transactions/support/ledgerActivity';

let t: TestApp;
let boss: TestUser;
/** ids, newest first */
const confirmed: number[] = [];
let reversed: number;

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
      accountName: 'Ada Member',
      provider: 'paystack',
      createdAt,
      deadlineAt: new Date(createdAt.getTime() + 86_400_000),
    })
    .returning({ id: withdrawals.id });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  boss = await createUser(t, { role: 'ADMIN' });
  const user = await createUser(t);
  await ledgerActivity(t.database.db).fund(user.id, 1_000_000n);
  const base = Date.parse('2026-05-01T09:00:00Z');
  // two share an instant: the id breaks the tie, newest first
  const times = [0, 60_000, 60_000, 120_000, 180_000].map((ms) => new Date(base + ms));
  for (const at of times) confirmed.unshift(await insertWithdrawal(user.id, 'confirmed', at));
  reversed = await insertWithdrawal(user.id, 'reversed', new Date(base + 30_000));
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/admin/withdrawals?${query}`, headers: boss.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const ids = (page: { data: Array<{ id: number }> }) => page.data.map((w) => w.id);
const everything = () => [...confirmed.slice(0, 4), reversed, confirmed[4]];

describe('GET admin/withdrawals without a count', () => {
  it('says there is more while a row lies past the page, and the pages in turn are the whole list, newest first', async () => {
    const first = await list('per_page=4');
    expect(first).toMatchObject({ has_more: true, total: 5, per_page: 4, current_page: 1, last_page: 2, prev_page_url: null, next_page_url: '/api/admin/withdrawals?page=2&per_page=4' });
    const second = await list('per_page=4&page=2');
    expect(second).toMatchObject({ has_more: false, total: 6, current_page: 2, last_page: 2, next_page_url: null, prev_page_url: '/api/admin/withdrawals?page=1&per_page=4' });
    expect([...ids(first), ...ids(second)]).toEqual(everything());
    expect((await list('per_page=100')).data.map((w: { id: number }) => w.id)).toEqual(everything());
  });

  it('has no more when the rows end exactly at the page, and one more when a single row is past it', async () => {
    expect(await list('per_page=6')).toMatchObject({ has_more: false, total: 6, last_page: 1, next_page_url: null });
    expect(await list('per_page=5')).toMatchObject({ has_more: true, total: 6, last_page: 2 });
    expect(ids(await list('per_page=5&page=2'))).toEqual([confirmed[4]]);
  });

  it('pages within a filter the same way, and a page past the end is empty and points back', async () => {
    const page = await list('status=confirmed&per_page=2&page=2');
    expect(page).toMatchObject({ has_more: true, total: 5, last_page: 3, next_page_url: '/api/admin/withdrawals?status=confirmed&page=3&per_page=2' });
    expect(ids(page)).toEqual(confirmed.slice(2, 4));
    expect(ids(await list('status=reversed'))).toEqual([reversed]);
    const past = await list('status=confirmed&per_page=2&page=9');
    expect(past).toMatchObject({ data: [], has_more: false, total: 16, last_page: 8, next_page_url: null, prev_page_url: '/api/admin/withdrawals?status=confirmed&page=8&per_page=2' });
  });

  it('is for administrators only', async () => {
    const member = await createUser(t);
    expect((await t.app.inject({ url: '/api/admin/withdrawals', headers: member.headers })).statusCode).toBe(403);
  });
});
