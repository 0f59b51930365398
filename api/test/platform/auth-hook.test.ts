import { requireAuth, requireRole, currentUser } from '../../src/http/auth';
import { TOKEN_IN_QUERY } from '../../src/http/queryToken';
import { authTokens } from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady(app) {
        app.get('/api/test/me', { preHandler: requireAuth }, async (request) => ({ id: currentUser(request).id }));
        app.get('/api/test/download', { config: TOKEN_IN_QUERY, preHandler: requireAuth }, async (request) => ({ id: currentUser(request).id }));
        app.get('/api/test/admin', { preHandler: requireRole('SA', 'ADMIN') }, async () => ({ ok: true }));
      },
    },
  );
});
afterAll(() => t.close());

describe('requireAuth / requireRole', () => {
  it('accepts a Bearer token, and a ?token= query only on a route that opts in', async () => {
    const member = await createUser(t);
    const bearer = await t.app.inject({ url: '/api/test/me', headers: member.headers });
    expect(bearer.json()).toEqual({ id: member.id });
    expect((await t.app.inject({ url: `/api/test/me?token=${member.token}` })).statusCode).toBe(401);
    const query = await t.app.inject({ url: `/api/test/download?token=${member.token}` });
    expect(query.json()).toEqual({ id: member.id });
  });

  it('answers 401 Unauthorized without, with a wrong, a revoked or an expired token', async () => {
    const member = await createUser(t);
    for (const headers of [{}, { authorization: 'Bearer nope' }]) {
      const res = await t.app.inject({ url: '/api/test/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Unauthorized' });
    }
    t.clock.advance(t.config.TOKEN_TTL_MINUTES * 60_000 + 1000);
    expect((await t.app.inject({ url: '/api/test/me', headers: member.headers })).statusCode).toBe(401);
    t.clock.reset();
    expect((await t.app.inject({ url: '/api/test/me', headers: member.headers })).statusCode).toBe(200);
    await t.database.db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.userId, member.id));
    expect((await t.app.inject({ url: '/api/test/me', headers: member.headers })).statusCode).toBe(401);
  });

  it('answers 403 to a member on an admin route and lets an SA in', async () => {
    const member = await createUser(t);
    const admin = await createUser(t, { role: 'SA' });
    expect((await t.app.inject({ url: '/api/test/admin', headers: member.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/test/admin', headers: admin.headers })).statusCode).toBe(200);
  });
});
