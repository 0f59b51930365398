// The administrators' investments list and an investment's news (issue 24): search by name, filter by kind and
// status, keyset pages that show no investment twice; one investment read for its own page; the news posted on it,
// newest first with who posted it, in keyset pages. Members get 403; a bad query a 422 with a message.
import { eq } from 'drizzle-orm';
import { investments } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { saver } from '../savings/support/savings';
import { admin, call, type Member } from '../wallet/support/money';
import { offerInvestment } from './support/investments';

let t: TestApp;
let boss: Member;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t);
  for (const [name, kind] of [
    ['Cassava Farm 2027', 'market'],
    ['Rice Mill Kano', 'market'],
    ['Halal Cassava Fund', 'halal'],
    ['Poultry 100% Growth', 'market'],
    ['Fish Pond Epe', 'halal'],
  ] as const) {
    ids[name] = (await offerInvestment(t, boss, { investment_type: name, kind })).id;
  }
  await t.database.db.update(investments).set({ status: 'paying' }).where(eq(investments.id, ids['Rice Mill Kano']));
  await t.database.db.update(investments).set({ status: 'paid' }).where(eq(investments.id, ids['Fish Pond Epe']));
});
afterAll(() => t.close());

const list = (query = '') => call(t, boss, 'GET', `/api/admin/investments${query}`);
const names = async (query: string) => (await list(query)).json().data.map((r: { investment_type: string }) => r.investment_type);

describe('GET admin/investments', () => {
  it('lists newest first, each row with what is sold and the pool', async () => {
    const page = (await list()).json();
    expect(page.next_before).toBeNull();
    expect(page.data.map((r: { id: number }) => r.id)).toEqual(Object.values(ids).sort((a, b) => b - a));
    expect(page.data[0]).toMatchObject({ id: ids['Fish Pond Epe'], kind: 'halal', status: 'paid', holders: 0, slots_sold: 0, pool: '0.00', due_at_maturity: '0.00', insurance_partner: 'Leadway Assurance' });
  });

  it('searches by part of the name in any case, the wildcards as plain text', async () => {
    expect(await names('?search=cassava')).toEqual(['Halal Cassava Fund', 'Cassava Farm 2027']);
    expect(await names('?search=RICE%20MILL')).toEqual(['Rice Mill Kano']);
    expect(await names('?search=100%25')).toEqual(['Poultry 100% Growth']);
    expect(await names('?search=%25')).toEqual(['Poultry 100% Growth']);
    expect(await names('?search=nothing%20like%20it')).toEqual([]);
  });

  it('filters by status and kind, with the search', async () => {
    expect(await names('?status=open')).toEqual(['Poultry 100% Growth', 'Halal Cassava Fund', 'Cassava Farm 2027']);
    expect(await names('?status=paying')).toEqual(['Rice Mill Kano']);
    expect(await names('?status=paid&kind=halal')).toEqual(['Fish Pond Epe']);
    expect(await names('?kind=market&search=cassava')).toEqual(['Cassava Farm 2027']);
  });

  it('pages with before and limit, each investment once', async () => {
    const seen: number[] = [];
    let before: number | null = null;
    do {
      const page: { data: { id: number; news?: string }[]; next_before: number | null; next_cursor?: string | null } = (await list(`?limit=2${before ? `&before=${before}` : ''}`)).json();
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((r: { id: number }) => r.id));
      before = page.next_before;
    } while (before);
    expect(seen).toEqual(Object.values(ids).sort((a, b) => b - a));
    const open = (await list('?status=open&limit=1')).json();
    expect((await names(`?status=open&limit=5&before=${open.next_before}`))).toEqual(['Halal Cassava Fund', 'Cassava Farm 2027']);
  });

  it('refuses a bad query with a message, and a member', async () => {
    for (const [query, message] of [
      ['?status=closed', 'The status must be one of open, paying, paid'],
      ['?kind=stocks', 'The kind must be market or halal'],
      ['?before=abc', 'before (the last investment shown) must be a positive whole number'],
      ['?limit=500', 'The limit must be a whole number from 1 to 100'],
      [`?search=${'x'.repeat(101)}`, 'The search must be at most 100 characters'],
    ]) {
      const res = await list(query);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
    }
    const member = await saver(t);
    expect((await call(t, member, 'GET', '/api/admin/investments?search=cassava')).statusCode).toBe(403);
    expect((await call(t, member, 'GET', `/api/admin/investments/${ids['Rice Mill Kano']}`)).statusCode).toBe(403);
  });
});

describe('GET admin/investments/{id}', () => {
  it('reads one investment as the list shows it; an unknown one is a 404', async () => {
    const one = await list(`/${ids['Rice Mill Kano']}`);
    expect(one.statusCode).toBe(200);
    const fromList = (await list('?search=rice')).json().data[0];
    expect(one.json()).toEqual({ success: true, investment: fromList });
    const missing = await list('/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Investment not found');
    expect((await list('/abc')).statusCode).toBe(422);
  });
});

describe('GET admin/investments/{id}/news', () => {
  it('reads what was posted, newest first with who posted it, in keyset pages; only that investment’s news', async () => {
    const id = ids['Cassava Farm 2027'];
    const other = await admin(t);
    const texts = ['Land cleared', 'Planting done', 'First weeding', 'Harvest started'];
    const posted: number[] = [];
    for (const [i, news] of texts.entries()) {
      const res = await call(t, i % 2 ? other : boss, 'POST', `/api/admin/investments/${id}/news`, { news });
      expect(res.statusCode).toBe(200);
      posted.push(res.json().news.id);
    }
    await call(t, boss, 'POST', `/api/admin/investments/${ids['Rice Mill Kano']}/news`, { news: 'Not about cassava' });
    const read = (query: string) => call(t, boss, 'GET', `/api/admin/investments/${id}/news${query}`);

    const all = (await read('')).json();
    expect(all.next_before).toBeNull();
    expect(all.data.map((n: { news: string }) => n.news)).toEqual([...texts].reverse());
    expect(all.data[0]).toEqual({ id: posted[3], news: 'Harvest started', posted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), posted_by: { id: other.id, name: expect.any(String), email: other.email } });
    expect(all.data[1].posted_by.id).toBe(boss.id);

    const seen: string[] = [];
    let before: number | null = null;
    do {
      const page: { data: { id: number; news?: string }[]; next_before: number | null; next_cursor?: string | null } = (await read(`?limit=3${before ? `&before=${before}` : ''}`)).json();
      seen.push(...page.data.map((n) => n.news ?? ''));
      before = page.next_before;
    } while (before);
    expect(seen).toEqual([...texts].reverse());

    expect((await call(t, boss, 'GET', `/api/admin/investments/${ids['Fish Pond Epe']}/news`)).json()).toEqual({ data: [], next_before: null });
    const missing = await call(t, boss, 'GET', '/api/admin/investments/999999/news');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Investment not found');
    const bad = await read('?before=x');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('before (the last news shown) must be a positive whole number');
    expect((await call(t, await saver(t), 'GET', `/api/admin/investments/${id}/news`)).statusCode).toBe(403);
  });
});
