import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { memberProfiles, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';

let t: TestApp;
let sa: TestUser;
let admin: TestUser;
let member: TestUser;
/** a word only this file's people carry, so the list can be narrowed to them */
const tag = `Zq${crypto.randomBytes(3).toString('hex')}`;

beforeAll(async () => {
  t = await createTestApp();
  sa = await createUser(t, { role: 'SA' });
  admin = await createUser(t, { role: 'ADMIN' });
  member = await createUser(t);
  const base = Date.parse('2026-01-10T09:00:00Z');
  const people = [
    { firstName: 'Chinedu', lastName: `Eze${tag}`, email: `chinedu.${tag}@example.com`, phoneNo: '08031110001', verified: true, memberStatus: true },
    { firstName: 'Funke', lastName: `Adeyemi${tag}`, email: `funke.${tag}@example.com`, phoneNo: '08031110002', verified: false, memberStatus: false },
    { firstName: 'Ibrahim', lastName: `Musa${tag}`, email: `ibrahim.${tag}@example.com`, phoneNo: '07069990003', verified: true, memberStatus: false },
    { firstName: 'Ngozi', lastName: `Obi${tag}`, email: `ngozi.${tag}@example.com`, phoneNo: '09012220004', verified: true, memberStatus: true },
    { firstName: 'Tunde', lastName: `Bello${tag}`, email: `tunde.${tag}@example.com`, phoneNo: '08131110005', verified: true, memberStatus: false },
  ];
  for (const [i, p] of people.entries()) {
    await t.database.db.insert(users).values({
      email: p.email.toLowerCase(),
      passwordHash: 'x',
      firstName: p.firstName,
      lastName: p.lastName,
      phoneNo: p.phoneNo,
      memberStatus: p.memberStatus,
      emailVerifiedAt: p.verified ? new Date(base) : null,
      createdAt: new Date(base + i * 60_000),
    });
  }
});
afterAll(() => t.close());

const get = (url: string, who: TestUser | null) => t.app.inject({ url, headers: who ? who.headers : {} });

describe('GET admin/members', () => {
  it('answers 401 anonymous and 403 to a member', async () => {
    const anonymous = await get('/api/admin/members', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: 'Unauthorized' });
    const denied = await get('/api/admin/members', member);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ success: false, message: 'You do not have permission to do this' });
  });

  it('lets SA and ADMIN search, newest first, in the AdminMember shape', async () => {
    for (const who of [sa, admin]) {
      const res = await get(`/api/admin/members?search=${tag}`, who);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page).toMatchObject({ total: 5, per_page: 20, current_page: 1, last_page: 1, next_page_url: null, prev_page_url: null });
      expect(page.data.map((m: { first_name: string }) => m.first_name)).toEqual(['Tunde', 'Ngozi', 'Ibrahim', 'Funke', 'Chinedu']);
      expect(page.data[3]).toEqual({
        id: expect.any(Number),
        name: `Funke Adeyemi${tag}`,
        first_name: 'Funke',
        last_name: `Adeyemi${tag}`,
        email: `funke.${tag}@example.com`.toLowerCase(),
        phone_no: '08031110002',
        role: 'MEMBER',
        verified: false,
        member_status: false,
        suspended: false,
        created_at: '2026-01-10T09:01:00.000Z',
      });
    }
  });

  it.each([
    ['first name, any case', 'nGoZi', ['Ngozi']],
    ['last name', `musa${tag}`, ['Ibrahim']],
    ['full name', `Tunde Bello${tag}`, ['Tunde']],
    ['e-mail', `CHINEDU.${tag}@`, ['Chinedu']],
    ['phone', '0803111', ['Funke', 'Chinedu']],
    ['a literal %', '%', []],
  ])('searches by %s', async (_name, search, expected) => {
    const res = await get(`/api/admin/members?search=${encodeURIComponent(search)}`, sa);
    const names = res.json().data.map((m: { first_name: string }) => m.first_name);
    expect(names).toEqual(expected);
  });

  it('pages with links that keep the search', async () => {
    const first = (await get(`/api/admin/members?search=${tag}&per_page=2`, sa)).json();
    expect(first).toMatchObject({ total: 5, per_page: 2, current_page: 1, last_page: 3, prev_page_url: null });
    expect(first.next_page_url).toBe(`/api/admin/members?search=${tag}&page=2&per_page=2`);
    const second = (await get(first.next_page_url, sa)).json();
    expect(second.data.map((m: { first_name: string }) => m.first_name)).toEqual(['Ibrahim', 'Funke']);
    expect(second.prev_page_url).toBe(`/api/admin/members?search=${tag}&page=1&per_page=2`);
    const last = (await get(second.next_page_url, sa)).json();
    expect(last.data.map((m: { first_name: string }) => m.first_name)).toEqual(['Chinedu']);
    expect(last.next_page_url).toBeNull();
    const beyond = (await get(`/api/admin/members?search=${tag}&per_page=2&page=9`, sa)).json();
    expect(beyond).toMatchObject({ data: [], total: 5, current_page: 9, last_page: 3, next_page_url: null });
  });

  it('lists everyone without a search, the fixtures included', async () => {
    const page = (await get('/api/admin/members?per_page=100', sa)).json();
    expect(page.total).toBe(8);
    expect(page.data.map((m: { id: number }) => m.id)).toEqual(expect.arrayContaining([sa.id, admin.id, member.id]));
  });

  it.each([
    ['page=0', 'The page must be a whole number of 1 or more'],
    ['page=abc', 'The page must be a whole number of 1 or more'],
    ['page=1.5', 'The page must be a whole number of 1 or more'],
    ['per_page=0', 'per_page must be a whole number from 1 to 100'],
    ['per_page=101', 'per_page must be a whole number from 1 to 100'],
    ['per_page=', 'per_page must be a whole number from 1 to 100'],
    [`search=${'a'.repeat(101)}`, 'The search must be at most 100 characters'],
  ])('answers 422 for %s', async (query, message) => {
    const res = await get(`/api/admin/members?${query}`, sa);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
  });
});

const names = (rows: { first_name: string }[]) => rows.map((m) => m.first_name);

describe('GET admin/members: filters', () => {
  it.each([
    ['member=true', ['Ngozi', 'Chinedu']],
    ['member=false', ['Tunde', 'Ibrahim', 'Funke']],
    ['verified=false', ['Funke']],
    ['verified=true&member=false', ['Tunde', 'Ibrahim']],
  ])('narrows the search with %s, on both kinds of paging', async (filter, expected) => {
    const numbered = (await get(`/api/admin/members?search=${tag}&${filter}`, sa)).json();
    expect(names(numbered.data)).toEqual(expected);
    expect(numbered.total).toBe(expected.length);
    const keyset = (await get(`/api/admin/members?search=${tag}&${filter}&limit=10`, sa)).json();
    expect(names(keyset.data)).toEqual(expected);
    expect(keyset).toMatchObject({ success: true, total: expected.length, next_cursor: null });
  });

  it('keeps the filters in the numbered page links', async () => {
    const first = (await get(`/api/admin/members?search=${tag}&member=false&per_page=2`, sa)).json();
    expect(first.next_page_url).toBe(`/api/admin/members?search=${tag}&member=false&page=2&per_page=2`);
  });

  it.each([
    ['member=yes', 'member must be true or false'],
    ['verified=1', 'verified must be true or false'],
    ['cursor=abc', 'The cursor is not valid: use next_cursor from the previous page'],
    ['limit=0', 'The limit must be a whole number from 1 to 100'],
    ['limit=101', 'The limit must be a whole number from 1 to 100'],
  ])('answers 422 for %s', async (query, message) => {
    const res = await get(`/api/admin/members?${query}`, sa);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
  });
});

describe('GET admin/members: keyset pages', () => {
  it('walks the list with next_cursor, every row once, in the list order', async () => {
    const seen: string[] = [];
    let url = `/api/admin/members?search=${tag}&limit=2`;
    for (let pages = 0; pages < 5; pages += 1) {
      const page = (await get(url, sa)).json();
      expect(page.total).toBe(5);
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...names(page.data));
      if (page.next_cursor === null) break;
      url = `/api/admin/members?search=${tag}&limit=2&cursor=${page.next_cursor}`;
    }
    expect(seen).toEqual(['Tunde', 'Ngozi', 'Ibrahim', 'Funke', 'Chinedu']);
  });

  it('orders rows that share a creation time by id, and keeps microseconds apart', async () => {
    const at = new Date('2026-02-01T08:00:00.000Z');
    const same = `Tw${crypto.randomBytes(3).toString('hex')}`;
    const ids: number[] = [];
    for (const [i, first] of ['Amaka', 'Bisi', 'Chike'].entries()) {
      const [row] = await t.database.db
        .insert(users)
        .values({ email: `${first}.${same}@example.com`.toLowerCase(), passwordHash: 'x', firstName: first, lastName: same, phoneNo: `0802000000${i}`, createdAt: at })
        .returning({ id: users.id });
      ids.push(row.id);
    }
    // a row 300 microseconds after the others: a cursor carrying milliseconds would lose it
    await t.database.db.execute(sql`update users set created_at = created_at + interval '300 microseconds' where id = ${ids[0]}`);
    const first = (await get(`/api/admin/members?search=${same}&limit=1`, sa)).json();
    expect(names(first.data)).toEqual(['Amaka']);
    const second = (await get(`/api/admin/members?search=${same}&limit=1&cursor=${first.next_cursor}`, sa)).json();
    expect(names(second.data)).toEqual(['Chike']);
    const third = (await get(`/api/admin/members?search=${same}&limit=1&cursor=${second.next_cursor}`, sa)).json();
    expect(names(third.data)).toEqual(['Bisi']);
    expect(third.next_cursor).toBeNull();
  });

  it('takes per_page as the limit when only a cursor is given', async () => {
    const first = (await get(`/api/admin/members?search=${tag}&limit=3`, sa)).json();
    const rest = (await get(`/api/admin/members?search=${tag}&per_page=1&cursor=${first.next_cursor}`, sa)).json();
    expect(names(rest.data)).toEqual(['Funke']);
    expect(rest.next_cursor).not.toBeNull();
  });
});

describe('GET admin/members/{id}', () => {
  it('answers one account with its role, status and profile', async () => {
    await t.database.db.update(users).set({ roleChangedBy: sa.id, roleChangedAt: new Date('2026-03-01T10:00:00Z') }).where(eq(users.id, admin.id));
    await t.database.db.insert(memberProfiles).values({ userId: admin.id, address: '12 Marina, Lagos', occupation: 'Trader', kinFirstName: 'Uche', kinLastName: 'Obi', kinPhoneNo: '08030000000' });
    const res = await get(`/api/admin/members/${admin.id}`, sa);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      member: {
        id: admin.id,
        role: 'ADMIN',
        role_changed_at: '2026-03-01T10:00:00.000Z',
        role_changed_by: { id: sa.id, email: sa.email },
        profile: { address: '12 Marina, Lagos', occupation: 'Trader', next_of_kin: 'Uche Obi', next_of_kin_phone_no: '08030000000' },
      },
    });
    const plain = (await get(`/api/admin/members/${member.id}`, admin)).json();
    expect(plain.member).toMatchObject({ id: member.id, role: 'MEMBER', role_changed_by: null, profile: null });
  });

  it('answers 404 for no such account, 422 for a bad id, 403 to a member', async () => {
    expect((await get('/api/admin/members/99999999', sa)).json()).toEqual({ success: false, message: 'There is no account with this id' });
    expect((await get('/api/admin/members/99999999', sa)).statusCode).toBe(404);
    expect((await get('/api/admin/members/abc', sa)).statusCode).toBe(422);
    expect((await get(`/api/admin/members/${member.id}`, member)).statusCode).toBe(403);
  });
});
