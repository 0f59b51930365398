// The loan queue's search (issue 24: every admin list can be searched): by the borrower's name, e-mail or phone, the
// business's name or the loan's number, within the status and kind filters, in keyset pages (`before`, as older
// clients `cursor`) that show no loan twice.
import { eq } from 'drizzle-orm';
import { LOAN_STATUS, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser } from '../helpers/users';
import { admin, call, member, type Member } from '../wallet/support/money';
import { insertLoan } from './support/loans';

let t: TestApp;
let boss: Member;
let chioma: { id: number; email: string };
let tunde: { id: number; email: string };
const loansOf: Record<string, number[]> = {};

beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t);
  chioma = await createUser(t, { firstName: 'Chioma', lastName: 'Okafor', email: 'chioma.okafor@example.com', memberStatus: true });
  tunde = await createUser(t, { firstName: 'Tunde', lastName: 'Bakare', email: 'tbakare@example.com', memberStatus: true });
  await t.database.db.update(users).set({ phoneNo: '08031112222' }).where(eq(users.id, chioma.id));
  await t.database.db.update(users).set({ phoneNo: '07059998888' }).where(eq(users.id, tunde.id));
  loansOf.chioma = [];
  loansOf.tunde = [];
  for (let i = 0; i < 3; i += 1) {
    // a member has one open loan at a time (a unique index): the older two are repaid
    const status = i < 2 ? LOAN_STATUS.completed : LOAN_STATUS.processing;
    loansOf.chioma.push((await insertLoan(t, { userId: chioma.id, amountKobo: 1_000_000n, status })).id);
    loansOf.tunde.push((await insertLoan(t, { userId: tunde.id, amountKobo: 2_000_000n, status })).id);
  }
  loansOf.business = [(await insertLoan(t, { userId: tunde.id, amountKobo: 5_000_000n, kind: 'business', businessName: 'Iya Basira Foods' })).id];
});
afterAll(() => t.close());

const queue = (query: string) => call(t, boss, 'GET', `/api/admin/loans?limit=100&${/status=/.test(query) ? '' : 'status=all&'}${query}`);
const idsFor = async (query: string) => (await queue(query)).json().data.map((r: { id: number }) => r.id);
const newestFirst = (ids: number[]) => [...ids].sort((a, b) => b - a);

describe('GET admin/loans?search=', () => {
  it.each([
    ['a first name', 'chioma', 'chioma'],
    ['a last name, in any case', 'BAKARE', 'tunde+business'],
    ['a full name', 'Chioma Okafor', 'chioma'],
    ['part of an e-mail address', 'tbakare@', 'tunde+business'],
    ['a phone number as stored', '08031112222', 'chioma'],
    ['a phone number as members write it', '+234 705 999 8888', 'tunde+business'],
    ['part of a phone number', '0705999', 'tunde+business'],
    ["a business's name", 'basira', 'business'],
  ])('finds by %s', async (_what, term, whose) => {
    const expected = whose.split('+').flatMap((w) => loansOf[w]);
    expect(await idsFor(`search=${encodeURIComponent(term)}`)).toEqual(newestFirst(expected));
  });

  it("finds a loan by its number, with or without '#'", async () => {
    const id = loansOf.tunde[1];
    expect(await idsFor(`search=${id}`)).toContain(id);
    expect(await idsFor(`search=${encodeURIComponent(`#${id}`)}`)).toEqual([id]);
  });

  it('searches within the status and kind filters, and takes the LIKE wildcards as plain text', async () => {
    expect(await idsFor('search=bakare&kind=business')).toEqual(loansOf.business);
    expect(await idsFor('search=chioma&status=0')).toEqual([]);
    expect(await idsFor('search=%25')).toEqual([]);
    expect(await idsFor('search=_')).toEqual([]);
    expect(await idsFor('search=nobody-like-this')).toEqual([]);
    const blank = await idsFor('search=%20%20');
    expect(blank).toEqual(expect.arrayContaining([...loansOf.chioma, ...loansOf.tunde]));
  });

  it('pages a search with before, each loan once, next_before null at the end; cursor still works', async () => {
    const seen: number[] = [];
    let before: number | null = null;
    do {
      const page: { data: { id: number; news?: string }[]; next_before: number | null; next_cursor?: string | null } = (await call(t, boss, 'GET', `/api/admin/loans?status=all&search=bakare&limit=2${before ? `&before=${before}` : ''}`)).json();
      expect(page.data.length).toBeLessThanOrEqual(2);
      expect(page.next_cursor).toBe(page.next_before === null ? null : String(page.next_before));
      seen.push(...page.data.map((r: { id: number }) => r.id));
      before = page.next_before;
    } while (before);
    expect(seen).toEqual(newestFirst([...loansOf.tunde, ...loansOf.business]));
    const first = (await call(t, boss, 'GET', '/api/admin/loans?status=all&search=bakare&limit=2')).json();
    const byCursor = (await call(t, boss, 'GET', `/api/admin/loans?status=all&search=bakare&limit=2&cursor=${first.next_cursor}`)).json();
    expect(byCursor.data.map((r: { id: number }) => r.id)).toEqual(seen.slice(2, 4));
  });

  it('refuses a bad search or cursor with a message, and a member', async () => {
    for (const [query, message] of [
      [`search=${'x'.repeat(101)}`, 'The search must be at most 100 characters'],
      ['before=abc', 'The cursor is not valid: use next_before from the previous page'],
      ['cursor=-1', 'The cursor is not valid: use next_before from the previous page'],
    ]) {
      const res = await queue(query);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
    }
    expect((await call(t, await member(t), 'GET', '/api/admin/loans?search=chioma')).statusCode).toBe(403);
  });
});
