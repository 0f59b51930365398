// Notices (issue 25): an administrator sends a title and a message to every member or a segment of the member list;
// the audience's count is the member list's for the same filters (administrators left out); the POST is validated,
// idempotent and audited; the job delivers an in-app notification and a mail once per member, in batches, also when
// a batch crashed half-way; a member sees only the notices sent to them.
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, mailOutbox, noticeDeliveries, notices, users } from '../../src/db/schema';
import { sendNextBatch } from '../../src/modules/notices';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { call, newKey } from '../wallet/support/money';
import { deliveriesOf, mailCounts, membersOf, noticeRecord, notificationCounts, runJob, segmentName, sendNotice, suspend } from './support';

let t: TestApp;
let boss: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  boss = await createUser(t, { role: 'ADMIN' });
});
afterAll(() => t.close());

const notice = (search: string, extra: Record<string, unknown> = {}) => ({
  title: `Annual general meeting ${search}`,
  message: 'The AGM holds on Saturday 12 December at 10 a.m. in the society hall.\n\nBring your membership card.',
  audience: { search },
  ...extra,
});

const countFor = async (query: string) => {
  const res = await call(t, boss, 'GET', `/api/admin/notices/audience?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { count: number; summary: string };
};

describe('POST /api/admin/notices: validation', () => {
  it('refuses a missing or over-long title or message, a filter the member list does not have, and a missing key (400), creating nothing', async () => {
    const before = (await t.database.db.select().from(notices)).length;
    const cases: [unknown, string][] = [
      [{ message: 'Hello', audience: {} }, 'A title is required'],
      [{ title: '   ', message: 'Hello', audience: {} }, 'A title is required'],
      [{ title: 'x'.repeat(121), message: 'Hello', audience: {} }, 'The title must be at most 120 characters'],
      [{ title: 'Two\nlines', message: 'Hello', audience: {} }, 'The title must be plain text on one line'],
      [{ title: 'AGM', message: ' \n ', audience: {} }, 'A message is required'],
      [{ title: 'AGM', message: 'x'.repeat(2001), audience: {} }, 'The message must be at most 2000 characters'],
      [{ title: 'AGM', message: 'Hello', audience: { role: 'SA' } }, "The audience takes only the member list's filters: role is not one"],
      [{ title: 'AGM', message: 'Hello', audience: { verified: 'yes' } }, 'audience.verified must be true or false'],
      [{ title: 'AGM', message: 'Hello' }, "The audience must be an object of the member list's filters"],
    ];
    for (const [body, message] of cases) {
      const res = await sendNotice(t, boss, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain(message);
    }
    const noKey = await call(t, boss, 'POST', '/api/admin/notices', notice('anyone'));
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toBe('The Idempotency-Key header is required for this request');
    expect((await t.database.db.select().from(notices)).length).toBe(before);
  });

  it('answers 422 for an audience of no one, and 403 to a member', async () => {
    const res = await sendNotice(t, boss, notice(segmentName()));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('No member matches this audience: the notice would reach no one. Clear a filter or change the search.');
    const someone = await createUser(t);
    expect((await sendNotice(t, someone, notice('x'))).statusCode).toBe(403);
    expect((await call(t, someone, 'GET', '/api/admin/notices')).statusCode).toBe(403);
  });

  it('trims the title and message and keeps the line breaks of the message', async () => {
    const name = segmentName();
    await membersOf(t, name, 1);
    const res = await sendNotice(t, boss, { title: '  Dues  ', message: '  Line one\nLine two  ', audience: { search: name } });
    expect(res.statusCode).toBe(201);
    expect(res.json().notice).toMatchObject({ title: 'Dues', message: 'Line one\nLine two' });
  });
});

describe('the audience', () => {
  it("counts what the member list counts for the same filters, administrators left out; suspended members are in unless filtered out", async () => {
    const name = segmentName();
    const verified = await membersOf(t, name, 3, { memberStatus: true });
    await membersOf(t, name, 2, { verified: false });
    await suspend(t, verified[0], boss);
    await createUser(t, { lastName: name, role: 'ADMIN' });
    await createUser(t, { lastName: name, role: 'SA' });
    for (const query of ['', '&verified=true', '&verified=false', '&member=true', '&suspended=true', '&suspended=false', '&member=false&verified=false']) {
      const list = await call(t, boss, 'GET', `/api/admin/members?search=${name}${query}&limit=100`);
      const rows = list.json().data as { role: string }[];
      const administrators = rows.filter((r) => r.role !== 'MEMBER').length;
      const { count } = await countFor(`search=${name}${query}`);
      expect(count).toBe(list.json().total - administrators);
    }
    expect(await countFor(`search=${name}`)).toEqual({ success: true, count: 5, summary: `Matching “${name}”` });
    expect((await countFor(`search=${name}&member=true&suspended=false`)).summary).toBe(`Registered members, not suspended, matching “${name}”`);
  });

  it('with no filter is every member account, and is refused with a message for a bad filter value', async () => {
    const { count, summary } = await countFor('');
    const all = await call(t, boss, 'GET', '/api/admin/members?limit=100');
    const everyone = (await call(t, boss, 'GET', `/api/admin/members?limit=1`)).json().total as number;
    expect(summary).toBe('Every member');
    expect(count).toBeLessThan(everyone);
    expect(count).toBeGreaterThan(0);
    expect(all.statusCode).toBe(200);
    const bad = await call(t, boss, 'GET', '/api/admin/notices/audience?verified=maybe');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toContain('verified must be true or false');
  });
});

describe('sending', () => {
  it('is idempotent: a retry with the key answers the same and creates nothing; the key with another body is refused', async () => {
    const name = segmentName();
    await membersOf(t, name, 2);
    const key = newKey();
    const first = await sendNotice(t, boss, notice(name), key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ success: true, message: 'Your notice is on its way to 2 members', notice: { audience_count: 2, delivered_count: 0, finished_at: null, audience: { search: name } } });
    const again = await sendNotice(t, boss, notice(name), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await sendNotice(t, boss, notice(name, { title: 'Something else' }), key);
    expect(other.statusCode).toBe(422);
    expect((await t.database.db.select().from(notices).where(eq(notices.title, `Annual general meeting ${name}`))).length).toBe(1);
  });

  it('is audited with the notice as its subject', async () => {
    const name = segmentName();
    await membersOf(t, name, 1);
    const res = await sendNotice(t, boss, notice(name, { audience: { search: name, verified: true } }));
    const id = res.json().notice.id as number;
    const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'notice'), eq(auditLog.subjectId, String(id))));
    expect(row).toMatchObject({ actorId: boss.id, action: 'notices.send', outcome: 'done', after: { title: `Annual general meeting ${name}`, audience: { search: name, verified: true }, audience_count: 1 } });
  });

  it('reaches each member of the audience once (a notification and a mail), nobody else, and finishes', async () => {
    const name = segmentName();
    const audience = await membersOf(t, name, 3, { firstName: 'Chidi <3' });
    const outsider = await createUser(t, { lastName: segmentName() });
    const body = notice(name);
    const id = (await sendNotice(t, boss, body)).json().notice.id as number;
    await runJob(t);
    await runJob(t);
    expect(await notificationCounts(t, body.title, [...audience, outsider])).toEqual([1, 1, 1, 0]);
    expect(await mailCounts(t, body.title, [...audience, outsider])).toEqual([1, 1, 1, 0]);
    const record = await noticeRecord(t, id);
    expect(record).toMatchObject({ audienceCount: 3, deliveredCount: 3 });
    expect(record.finishedAt).not.toBeNull();
    const detail = (await call(t, boss, 'GET', `/api/admin/notices/${id}`)).json().notice;
    expect(detail).toMatchObject({ id, delivered_count: 3, audience_count: 3, message: body.message, created_by: { id: boss.id }, yours: true });

    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, audience[0].email));
    expect(mail.textBody).toContain('Hello Chidi <3,');
    expect(mail.textBody).toContain('Bring your membership card.');
    expect(mail.htmlBody).toContain('Hello Chidi &lt;3,');
    expect(mail.htmlBody).not.toContain('member-first-name-');
  });

  it('goes in batches in id order, finishing when a batch comes back short', async () => {
    const name = segmentName();
    const audience = await membersOf(t, name, 5);
    const body = notice(name);
    const id = (await sendNotice(t, boss, body)).json().notice.id as number;
    const deps = t.app.deps;
    const outcomes = [];
    for (let i = 0; i < 3; i += 1) outcomes.push(await sendNextBatch(deps, deps.now(), { batchSize: 2 }));
    expect(outcomes.map((o) => o && { reached: o.reached, delivered: o.delivered, finished: o.finished })).toEqual([
      { reached: 2, delivered: 2, finished: false },
      { reached: 2, delivered: 2, finished: false },
      { reached: 1, delivered: 1, finished: true },
    ]);
    expect(await sendNextBatch(deps, deps.now(), { batchSize: 2 })).toBeNull();
    expect((await noticeRecord(t, id)).lastUserId).toBe(audience[4].id);
    expect(await notificationCounts(t, body.title, audience)).toEqual([1, 1, 1, 1, 1]);
  });

  it('after a crash mid-batch the retry delivers the batch once; a member already reached is not reached again', async () => {
    const name = segmentName();
    const audience = await membersOf(t, name, 4);
    const body = notice(name);
    const id = (await sendNotice(t, boss, body)).json().notice.id as number;
    const deps = t.app.deps;
    await expect(
      sendNextBatch(deps, deps.now(), {
        beforeCommit: async () => {
          throw new Error('the process died');
        },
      }),
    ).rejects.toThrow('the process died');
    expect(await deliveriesOf(t, id)).toEqual([]);
    expect(await notificationCounts(t, body.title, audience)).toEqual([0, 0, 0, 0]);
    expect((await noticeRecord(t, id)).finishedAt).toBeNull();

    // as if an earlier run had reached the second member and its cursor were lost
    await t.database.db.insert(noticeDeliveries).values({ noticeId: id, userId: audience[1].id });
    await runJob(t);
    expect(await notificationCounts(t, body.title, audience)).toEqual([1, 0, 1, 1]);
    expect((await deliveriesOf(t, id)).length).toBe(4);
    expect((await noticeRecord(t, id)).deliveredCount).toBe(3);
  });

  it('leaves accounts opened after the notice out, and a suspended member in (unless filtered out)', async () => {
    const name = segmentName();
    const [kept, suspended] = await membersOf(t, name, 2);
    await suspend(t, suspended, boss);
    const everyone = notice(name);
    const notSuspended = notice(name, { title: `Not suspended ${name}`, audience: { search: name, suspended: false } });
    expect((await sendNotice(t, boss, everyone)).json().notice.audience_count).toBe(2);
    expect((await sendNotice(t, boss, notSuspended)).json().notice.audience_count).toBe(1);
    const late = await createUser(t, { lastName: name });
    await t.database.db.update(users).set({ createdAt: new Date(Date.now() + 60_000) }).where(eq(users.id, late.id));
    await runJob(t);
    expect(await notificationCounts(t, everyone.title, [kept, suspended, late])).toEqual([1, 1, 0]);
    expect(await notificationCounts(t, notSuspended.title, [kept, suspended, late])).toEqual([1, 0, 0]);
  });
});

describe('what a member sees', () => {
  it("a member sees a notice sent to them in their notifications, never one sent to others", async () => {
    const name = segmentName();
    const [reader] = await membersOf(t, name, 1);
    const other = await createUser(t, { lastName: segmentName() });
    const body = notice(name, { title: `Only for ${name}` });
    await sendNotice(t, boss, body);
    await runJob(t);
    const mine = (await call(t, reader, 'GET', '/api/notification')).json() as { title: string; message: string }[];
    expect(mine).toEqual(expect.arrayContaining([expect.objectContaining({ title: body.title, message: body.message })]));
    const theirs = (await call(t, other, 'GET', '/api/notification')).json() as { title: string }[];
    expect(theirs.map((n) => n.title)).not.toContain(body.title);
  });
});

describe('GET /api/admin/notices', () => {
  it('lists newest first in keyset pages with the progress, and 404s an unknown notice', async () => {
    const name = segmentName();
    await membersOf(t, name, 2);
    const first = (await sendNotice(t, boss, notice(name, { title: `First ${name}` }))).json().notice.id as number;
    const second = (await sendNotice(t, boss, notice(name, { title: `Second ${name}` }))).json().notice.id as number;
    const page = (await call(t, boss, 'GET', '/api/admin/notices?limit=1')).json();
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ id: second, title: `Second ${name}`, audience_count: 2, delivered_count: 0, finished_at: null, audience_summary: `Matching “${name}”`, yours: true });
    expect(page.next_before).toBe(second);
    const next = (await call(t, boss, 'GET', `/api/admin/notices?limit=1&before=${page.next_before}`)).json();
    expect(next.data[0].id).toBe(first);
    const someoneElse = await createUser(t, { role: 'ADMIN' });
    expect((await call(t, someoneElse, 'GET', `/api/admin/notices/${first}`)).json().notice.yours).toBe(false);
    const missing = await call(t, boss, 'GET', '/api/admin/notices/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no notice with this id');
    const [latest] = await t.database.db.select().from(notices).orderBy(desc(notices.id)).limit(1);
    expect(latest.id).toBe(second);
  });
});
