// Reading the audit trail (issue 24): GET admin/audit filters by who, action, subject, outcome and Lagos days, pages
// newest first without losing or repeating a row, names the people; admin/audit.csv answers every matching row;
// SA and ADMIN read it, a member gets 403.
import crypto from 'node:crypto';
import type { AuditEntry, AuditReply } from '../../src/contract';
import { AUDIT_CSV_HEADER } from '../../src/modules/audit/csv';
import { appendAudit, type AuditEntry as NewAuditEntry } from '../../src/http/auditTrail';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';

let t: TestApp;
let sa: TestUser;
let officer: TestUser;
let ada: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  sa = await createUser(t, { role: 'SA', firstName: 'Sade', lastName: 'Boss' });
  officer = await createUser(t, { role: 'ADMIN', firstName: 'Olu', lastName: 'Officer' });
  ada = await createUser(t, { memberStatus: true, firstName: 'Ada', lastName: 'Member' });
});
afterAll(() => t.close());

/** an action name no other test uses, so a filter on it sees this test's rows only */
const freshAction = (name: string) => `test.${name}.${crypto.randomBytes(3).toString('hex')}`;

const add = (entry: Partial<NewAuditEntry> & { action: string }) =>
  appendAudit(t.database.db, { actorId: sa.id, actorRole: 'SA', outcome: 'done', ...entry });

async function read(user: TestUser, query: Record<string, string | number>): Promise<AuditReply> {
  const res = await t.app.inject({ url: '/api/admin/audit', query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: user.headers });
  if (res.statusCode !== 200) throw new Error(`admin/audit ${res.statusCode}: ${res.body}`);
  return res.json();
}

const ids = (entries: AuditEntry[]) => entries.map((e) => e.id);

describe('GET admin/audit', () => {
  it('gives a row with who, their role, the subject and its member by name, before and after, newest first', async () => {
    const action = freshAction('shape');
    await add({ action, subjectType: 'loans', subjectId: 42, subjectUserId: ada.id, before: { status: 1 }, after: { status: 2, amount: 150000n }, statusCode: 200, requestId: 'req-1', address: '10.0.0.9' });
    await add({ action, actorId: officer.id, actorRole: 'ADMIN', outcome: 'refused', detail: 'This is your own loan: another administrator must decide on it', statusCode: 403 });
    const reply = await read(sa, { action });
    expect(reply.success).toBe(true);
    expect(reply.next_cursor).toBeNull();
    expect(reply.actions).toContain(action);
    // the "who" filter's choices: everyone who acted, by name, the system's own acts aside
    expect(reply.actors).toEqual(expect.arrayContaining([{ id: sa.id, name: 'Sade Boss', email: sa.email }, { id: officer.id, name: 'Olu Officer', email: officer.email }]));
    expect(reply.actors.map((a) => a.id)).not.toContain(ada.id);
    const [newest, older] = reply.entries;
    expect(newest).toMatchObject({ actor: { id: officer.id, name: 'Olu Officer', email: officer.email }, actor_role: 'ADMIN', outcome: 'refused', subject_user: null, status_code: 403 });
    expect(older).toMatchObject({
      actor: { id: sa.id, name: 'Sade Boss' },
      actor_role: 'SA',
      action,
      outcome: 'done',
      subject_type: 'loans',
      subject_id: '42',
      subject_user: { id: ada.id, name: 'Ada Member', email: ada.email },
      before: { status: 1 },
      after: { status: 2, amount: '150000' },
      request_id: 'req-1',
      address: '10.0.0.9',
    });
    expect(Date.parse(older.at)).not.toBeNaN();
    expect(newest.id).toBeGreaterThan(older.id);
  });

  it('filters by actor, subject, subject member and outcome, each alone and together', async () => {
    const action = freshAction('filters');
    await add({ action, subjectType: 'loans', subjectId: 7, subjectUserId: ada.id });
    await add({ action, subjectType: 'loans', subjectId: 8, outcome: 'failed' });
    await add({ action, actorId: officer.id, actorRole: 'ADMIN', subjectType: 'shop/orders', subjectId: 7, outcome: 'refused' });
    const subjects = async (query: Record<string, string | number>) => (await read(sa, { action, ...query })).entries.map((e) => `${e.subject_type}:${e.subject_id}`);
    expect(await subjects({})).toEqual(['shop/orders:7', 'loans:8', 'loans:7']);
    expect(await subjects({ actor_id: officer.id })).toEqual(['shop/orders:7']);
    expect(await subjects({ actor_id: sa.id })).toEqual(['loans:8', 'loans:7']);
    expect(await subjects({ subject_type: 'loans' })).toEqual(['loans:8', 'loans:7']);
    expect(await subjects({ subject_type: 'loans', subject_id: '7' })).toEqual(['loans:7']);
    expect(await subjects({ subject_id: '7' })).toEqual(['shop/orders:7', 'loans:7']);
    expect(await subjects({ subject_user_id: ada.id })).toEqual(['loans:7']);
    expect(await subjects({ outcome: 'failed' })).toEqual(['loans:8']);
    expect(await subjects({ outcome: 'refused', actor_id: sa.id })).toEqual([]);
    // a cleared form field is no filter
    expect(await subjects({ actor_id: '', outcome: '', subject_type: '' })).toHaveLength(3);
  });

  it('filters by Lagos calendar days, both ends included', async () => {
    const action = freshAction('days');
    // 23:30 UTC on 31 January is 00:30 on 1 February in Lagos
    for (const at of ['2026-01-31T22:59:59.000Z', '2026-01-31T23:30:00.000Z', '2026-02-02T22:59:59.999Z', '2026-02-02T23:00:00.000Z']) {
      await add({ action, at: new Date(at), detail: at });
    }
    const details = async (query: Record<string, string>) => (await read(sa, { action, ...query })).entries.map((e) => e.detail);
    expect(await details({ from: '2026-02-01', to: '2026-02-02' })).toEqual(['2026-02-02T22:59:59.999Z', '2026-01-31T23:30:00.000Z']);
    expect(await details({ from: '2026-02-03' })).toEqual(['2026-02-02T23:00:00.000Z']);
    expect(await details({ to: '2026-01-31' })).toEqual(['2026-01-31T22:59:59.000Z']);
    expect(await details({ from: '2026-02-01', to: '2026-02-01' })).toEqual(['2026-01-31T23:30:00.000Z']);
  });

  it('pages newest first with the cursor: every row once, none missed, while new rows arrive', async () => {
    const action = freshAction('paging');
    for (let i = 0; i < 23; i += 1) await add({ action, detail: `row ${i}` });
    const all = ids((await read(sa, { action, limit: 200 })).entries);
    expect(all).toHaveLength(23);
    expect([...all].sort((a, b) => b - a)).toEqual(all);

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const reply: AuditReply = await read(sa, { action, limit: 5, ...(cursor ? { cursor } : {}) });
      expect(reply.entries.length).toBeLessThanOrEqual(5);
      seen.push(...ids(reply.entries));
      cursor = reply.next_cursor;
      pages += 1;
      // a row written while paging is newer than the first page: it does not shift the pages
      if (pages === 2) await add({ action, detail: 'late' });
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(23);
  });

  it('answers 50 rows by default and at most 200', async () => {
    const action = freshAction('limit');
    for (let i = 0; i < 52; i += 1) await add({ action });
    const first = await read(sa, { action });
    expect(first.entries).toHaveLength(50);
    expect(first.next_cursor).not.toBeNull();
    expect((await read(sa, { action, cursor: first.next_cursor! })).entries).toHaveLength(2);
  });

  it.each([
    [{ from: '2026-02-30' }, 'The start date must be a date like 2025-01-31'],
    [{ to: '31/01/2026' }, 'The end date must be a date like 2025-01-31'],
    [{ from: '2026-02-02', to: '2026-02-01' }, 'The start date must be on or before the end date'],
    [{ outcome: 'maybe' }, 'The outcome must be done, refused or failed'],
    [{ actor_id: 'ada' }, 'actor_id must be a positive whole number'],
    [{ limit: '500' }, 'The limit must be a whole number from 1 to 200'],
    [{ cursor: 'abc' }, 'The cursor is not valid'],
  ])('refuses %j with 422 and a message', async (query, message) => {
    const res = await t.app.inject({ url: '/api/admin/audit', query, headers: sa.headers });
    expect([res.statusCode, res.json().message]).toEqual([422, message]);
  });

  it('is open to SA and ADMIN; a member gets 403 and an anonymous caller 401', async () => {
    expect((await t.app.inject({ url: '/api/admin/audit', headers: officer.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/audit', headers: ada.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/audit.csv', headers: ada.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
  });

  it('shows the row an administrator’s write left, at once', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: officer.headers, payload: { loan_form_fee: 'lots' } });
    expect(res.statusCode).toBe(422);
    const [row] = (await read(sa, { actor_id: officer.id, action: 'settings.update' })).entries;
    expect(row).toMatchObject({ actor: { id: officer.id }, outcome: 'failed', status_code: 422, detail: res.json().message, subject_type: 'settings' });
  });
});

describe('GET admin/audit.csv', () => {
  it('answers every matching row as CSV, newest first, escaped, as a dated attachment', async () => {
    const action = freshAction('csv');
    await add({ action, subjectUserId: ada.id, detail: 'first' });
    for (let i = 0; i < 3; i += 1) await add({ action, detail: `row ${i}` });
    await add({ action, detail: '=HYPERLINK("http://x"), then "quoted"', before: { note: 'a,b' } });
    await add({ action: freshAction('other') });
    const res = await t.app.inject({ url: `/api/admin/audit.csv?action=${encodeURIComponent(action)}`, headers: officer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trimEnd().split('\n');
    expect(lines[0]).toBe(AUDIT_CSV_HEADER.join(','));
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x""), then ""quoted"""`);
    expect(lines[1]).toContain('"{""note"":""a,b""}"');
    expect(lines[5]).toContain(',Ada Member,');
    expect(lines[5]).toContain(`,${action},done,`);
    expect(lines.slice(2, 5).map((l) => /row \d/.exec(l)?.[0])).toEqual(['row 2', 'row 1', 'row 0']);
  });

  it('takes the same filters, and refuses a bad one', async () => {
    const action = freshAction('csvfilter');
    await add({ action, outcome: 'refused' });
    await add({ action, outcome: 'done' });
    const res = await t.app.inject({ url: '/api/admin/audit.csv', query: { action, outcome: 'refused' }, headers: sa.headers });
    expect(res.body.trimEnd().split('\n')).toHaveLength(2);
    const bad = await t.app.inject({ url: '/api/admin/audit.csv', query: { from: 'yesterday' }, headers: sa.headers });
    expect([bad.statusCode, bad.json().message]).toEqual([422, 'The start date must be a date like 2025-01-31']);
  });
});
