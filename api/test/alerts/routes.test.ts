// The administrators' alert routes: admin-only, open alerts first with keyset paging, resolving with a note once.
import { raiseAlert } from '../../src/modules/alerts/service';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, call, member, type Member } from '../wallet/support/money';

let t: TestApp;
let sa: Member;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  sa = await admin(t);
  for (const n of [1, 2, 3, 4]) {
    const { id } = await raiseAlert(
      t.database.db,
      { kind: 'payout_anomaly', subject: `withdrawal:${n}`, title: `Alert ${n}`, message: `Alert ${n}`, details: { n }, amountOwedKobo: BigInt(n * 100_00) },
      t.clock.now,
    );
    ids.push(id);
  }
});
afterAll(() => t.close());

const list = (query = '') => call(t, sa, 'GET', `/api/admin/alerts${query}`);
const resolve = (id: number, body: unknown, user: Member | null = sa) => call(t, user, 'POST', `/api/admin/alerts/${id}/resolve`, body);

it('answers administrators only', async () => {
  const ada = await member(t);
  expect((await call(t, null, 'GET', '/api/admin/alerts')).statusCode).toBe(401);
  expect((await call(t, ada, 'GET', '/api/admin/alerts')).statusCode).toBe(403);
  expect((await resolve(ids[0], { note: 'Handled' }, null)).statusCode).toBe(401);
  expect((await resolve(ids[0], { note: 'Handled' }, ada)).statusCode).toBe(403);
  expect((await list()).statusCode).toBe(200);
});

it('resolves with a note, once; refuses a missing note and an unknown alert', async () => {
  expect((await resolve(ids[1], {})).json()).toMatchObject({ success: false, message: 'A note is required to resolve an alert' });
  expect((await resolve(ids[1], { note: '  ' })).statusCode).toBe(422);
  const res = await resolve(ids[1], { note: 'Member repaid ₦200 in cash' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    success: true,
    message: 'The alert was resolved',
    alert: { id: ids[1], status: 'resolved', resolved_by: sa.id, resolution_note: 'Member repaid ₦200 in cash', amount_owed: '200.00', resolved_at: expect.any(String) },
  });
  expect((await resolve(ids[1], { note: 'Again' })).json()).toMatchObject({ success: false, message: 'This alert has already been resolved' });
  expect((await resolve(ids[1], { note: 'Again' })).statusCode).toBe(409);
  expect((await resolve(999_999, { note: 'Handled' })).statusCode).toBe(404);
});

it('lists open alerts newest first, then resolved ones, page by page without repeats', async () => {
  const seen: Array<{ id: number; status: string }> = [];
  let cursor: string | null = null;
  do {
    const page: { data: Array<{ id: number; status: string }>; next_cursor: string | null } = (await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json();
    expect(page.data.length).toBeLessThanOrEqual(2);
    seen.push(...page.data);
    cursor = page.next_cursor;
  } while (cursor);
  expect(seen.map((a) => [a.id, a.status])).toEqual([
    [ids[3], 'open'],
    [ids[2], 'open'],
    [ids[0], 'open'],
    [ids[1], 'resolved'],
  ]);
  expect((await list('?cursor=everything')).json().message).toBe('The cursor is not valid: use next_cursor from the previous page');
  expect((await list('?limit=0')).statusCode).toBe(422);
});
