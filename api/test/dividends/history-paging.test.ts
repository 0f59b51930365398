// The dividend history in keyset pages (issue 24: every admin list pages by keyset): newest first by when it was
// paid, then by id; `before` is the last dividend shown, so no dividend shows twice or is skipped, even when two were
// paid in the same instant. `page` still answers the numbered pages older clients read.
import { dividends } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, call, member, type Member } from '../wallet/support/money';

let t: TestApp;
let boss: Member;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t);
});
afterAll(() => t.close());

/** a dividend row as posting leaves it (its allocations play no part in the list) */
async function paid(note: string, postedAt: string): Promise<number> {
  const [row] = await t.database.db
    .insert(dividends)
    .values({ amountKobo: 1_000_00n, note, declaredBy: boss.id, totalSharesKobo: 10_000_00n, memberCount: 2, postedAt: new Date(postedAt) })
    .returning({ id: dividends.id });
  return row.id;
}

const list = (query: string) => call(t, boss, 'GET', `/api/admin/dividends${query}`);

describe('GET admin/dividends, keyset', () => {
  it('pages newest first with before/limit, each dividend once, ties on the time broken by id', async () => {
    const older = await paid('2024 dividend', '2024-12-31T10:00:00Z');
    const sameTimeA = await paid('2025 dividend A', '2025-12-31T10:00:00Z');
    const newest = await paid('2026 dividend', '2026-06-30T10:00:00Z');
    const sameTimeB = await paid('2025 dividend B', '2025-12-31T10:00:00Z');
    const seen: number[] = [];
    let before: number | null | undefined;
    do {
      const res = await list(`?limit=1${before ? `&before=${before}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.data.length).toBeLessThanOrEqual(1);
      seen.push(...page.data.map((d: { id: number }) => d.id));
      before = page.next_before;
    } while (before);
    expect(seen).toEqual([newest, sameTimeB, sameTimeA, older]);

    const first = (await list('?limit=3')).json();
    expect(first.data.map((d: { note: string }) => d.note)).toEqual(['2026 dividend', '2025 dividend B', '2025 dividend A']);
    expect(first.data[0]).toEqual({
      id: newest,
      amount: '1000.00',
      note: '2026 dividend',
      declared_by: { id: boss.id, name: expect.any(String), email: boss.email },
      posted_at: '2026-06-30T10:00:00.000Z',
      member_count: 2,
      total_shares: '10000.00',
    });
    expect(first.next_before).toBe(sameTimeA);
    expect((await list(`?before=${sameTimeA}`)).json()).toEqual({ data: [expect.objectContaining({ id: older })], next_before: null });
    expect((await list('')).json()).toMatchObject({ data: expect.any(Array), next_before: null });
  });

  it('still answers numbered pages when page or per_page is sent', async () => {
    const numbered = (await list('?page=1&per_page=2')).json();
    expect(numbered).toMatchObject({ current_page: 1, per_page: 2, total: 4, last_page: 2, next_page_url: '/api/admin/dividends?page=2&per_page=2' });
    expect(numbered).not.toHaveProperty('next_before');
    expect((await list('?per_page=3')).json()).toMatchObject({ current_page: 1, per_page: 3 });
  });

  it('refuses a bad cursor or limit with a message, and a member', async () => {
    for (const [query, message] of [
      ['?before=abc', 'before (the last dividend shown) must be a positive whole number'],
      ['?before=0', 'before (the last dividend shown) must be a positive whole number'],
      ['?limit=0', 'The limit must be a whole number from 1 to 100'],
      ['?limit=101', 'The limit must be a whole number from 1 to 100'],
      ['?page=0', 'The page must be a whole number of 1 or more'],
    ]) {
      const res = await list(query);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
    }
    expect((await call(t, await member(t), 'GET', '/api/admin/dividends')).statusCode).toBe(403);
  });
});
