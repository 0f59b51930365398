// Liveness and readiness mean different things: live while the process serves at all; ready only when migrated,
// the database answers, and not draining. GET /api/health stays as the dev stack and tests know it.
import type { DatabaseHandle } from '../../src/db/client';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('is live and ready on a migrated database; GET /api/health answers as before', async () => {
    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ success: true, live: true });
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, ready: true, database: t.database.kind });
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ success: true, database: t.database.kind });
  });

  it('is not ready while draining, and stays so; still live', async () => {
    const app = await createTestApp({}, { database: t.database });
    const { readiness } = app.app.deps;
    try {
      readiness.set('draining');
      const ready = await app.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ success: false, ready: false, reason: 'draining' });
      expect(ready.json().request_id).toBe(ready.headers['x-request-id']);
      readiness.set('ready');
      expect((await app.app.inject({ url: '/api/health/ready' })).statusCode).toBe(503);
      expect((await app.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('while migrating: not ready, and every other request answers 503 with plain words', async () => {
    const app = await createTestApp({}, { database: t.database });
    const { readiness } = app.app.deps;
    readiness.set('migrating'); // as main.ts builds it
    try {
      const ready = await app.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ reason: 'migrating' });
      expect((await app.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      expect((await app.app.inject({ url: '/api/health' })).statusCode).toBe(503); // scripts wait for its 200
      const login = await app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@example.com', password: 'whatever1' } });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toMatchObject({ success: false, message: 'The service is starting. Please try again in a moment.' });
      readiness.set('ready');
      expect((await app.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is not ready when the database does not answer (and says so quickly when it hangs)', async () => {
    const refusing: DatabaseHandle = { ...t.database, withConnection: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })) };
    const hanging: DatabaseHandle = { ...t.database, withConnection: () => new Promise(() => {}) };
    for (const database of [refusing, hanging]) {
      const app = await createTestApp({ DATABASE_CONNECT_TIMEOUT_MS: 300 }, { database });
      try {
        const started = Date.now();
        const ready = await app.app.inject({ url: '/api/health/ready' });
        expect(Date.now() - started).toBeLessThan(2000);
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toMatchObject({ success: false, ready: false, reason: 'database_unreachable' });
        expect((await app.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    }
  });
});
