import { eq } from 'drizzle-orm';
import { notifications } from '../../src/db/schema';
import { notify } from '../../src/modules/notifications/service';
import { post } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (user: TestUser) => t.app.inject({ url: '/api/notification', headers: user.headers });
const idsOf = async (userId: number) =>
  (await t.database.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, userId))).map((r) => r.id);

describe('notifications', () => {
  it("lists only the member's own notifications, newest first, in the contract shape", async () => {
    const ada = await createUser(t);
    const bola = await createUser(t);
    const base = Date.now();
    await notify(t.database.db, ada.id, { title: 'Older', message: 'first', createdAt: new Date(base - 60_000) });
    await notify(t.database.db, ada.id, { title: 'Newer', message: 'second', link: '/wallet', createdAt: new Date(base) });
    await notify(t.database.db, bola.id, { title: 'Not yours', message: 'x' });

    const res = await list(ada);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: expect.any(Number), title: 'Newer', message: 'second', link: '/wallet', created_at: new Date(base).toISOString() },
      { id: expect.any(Number), title: 'Older', message: 'first', link: null, created_at: new Date(base - 60_000).toISOString() },
    ]);
  });

  it('returns at most the 50 newest', async () => {
    const user = await createUser(t);
    const base = Date.now();
    for (let i = 0; i < 55; i += 1) await notify(t.database.db, user.id, { title: `n${i}`, message: 'm', createdAt: new Date(base + i * 1000) });
    const items = (await list(user)).json();
    expect(items).toHaveLength(50);
    expect(items[0].title).toBe('n54');
    expect(items[49].title).toBe('n5');
  });

  it("deletes one of the member's own, and answers 404 for someone else's without deleting it", async () => {
    const ada = await createUser(t);
    const bola = await createUser(t);
    const mine = await notify(t.database.db, ada.id, { title: 'Mine', message: 'm' });
    const theirs = await notify(t.database.db, bola.id, { title: 'Theirs', message: 'm' });

    const denied = await post(t, '/api/notification/delete', { id: theirs }, ada.headers);
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toEqual({ success: false, message: 'This notification was not found. It may have been deleted already.' });
    expect(await idsOf(bola.id)).toEqual([theirs]);

    const ok = await post(t, '/api/notification/delete', { id: String(mine) }, ada.headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: 'Notification deleted' });
    expect(await idsOf(ada.id)).toEqual([]);

    expect((await post(t, '/api/notification/delete', { id: mine }, ada.headers)).statusCode).toBe(404);
  });

  it("delete-all removes only the member's own", async () => {
    const ada = await createUser(t);
    const bola = await createUser(t);
    await notify(t.database.db, ada.id, { title: 'a1', message: 'm' });
    await notify(t.database.db, ada.id, { title: 'a2', message: 'm' });
    const theirs = await notify(t.database.db, bola.id, { title: 'b1', message: 'm' });
    const res = await post(t, '/api/notification/delete-all', undefined, ada.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'All notifications deleted', deleted: 2 });
    expect(await idsOf(ada.id)).toEqual([]);
    expect(await idsOf(bola.id)).toEqual([theirs]);
    expect((await post(t, '/api/notification/delete-all', undefined, ada.headers)).json()).toEqual({ success: true, message: 'You have no notifications', deleted: 0 });
  });

  it.each([
    [undefined, 'The notification id is required'],
    [{}, 'The notification id is required'],
    [{ id: 'abc' }, 'The notification id must be a positive whole number'],
    [{ id: 0 }, 'The notification id must be a positive whole number'],
    [{ id: -3 }, 'The notification id must be a positive whole number'],
    [{ id: 1.5 }, 'The notification id must be a positive whole number'],
    [{ id: true }, 'The notification id must be a positive whole number'],
    [{ id: 99999999999 }, 'The notification id must be a positive whole number'],
  ])('answers 422 to delete %j', async (payload, message) => {
    const user = await createUser(t);
    const res = await post(t, '/api/notification/delete', payload, user.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('answers 401 to anonymous calls', async () => {
    for (const [method, url] of [['GET', '/api/notification'], ['POST', '/api/notification/delete'], ['POST', '/api/notification/delete-all']] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? { id: 1 } : undefined });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Unauthorized' });
    }
  });
});
