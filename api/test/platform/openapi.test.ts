import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('documents every account route with a summary and tags, and hides only health', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const operations = Object.entries(doc.paths as Record<string, Record<string, { summary?: string; tags?: string[] }>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
    for (const { path, method, op } of operations) {
      expect({ path, method, summary: typeof op.summary }).toEqual({ path, method, summary: 'string' });
      expect(op.tags?.length).toBeGreaterThan(0);
    }
    const paths = Object.keys(doc.paths);
    expect(paths).not.toContain('/api/health');
    for (const path of [
      '/api/auth/signup',
      '/api/auth/signupVerifyEmail/{code}',
      '/api/auth/login',
      '/api/auth/recovery',
      '/api/auth/reset',
      '/api/profilesChangePassword',
      '/api/relogin',
      '/api/auth/logout',
      '/api/auth/session',
      '/api/notification',
      '/api/notification/delete',
      '/api/notification/delete-all',
      '/api/admin/members',
      '/api/admin/signup-stats',
      '/api/dev/outbox',
    ]) {
      expect(paths).toContain(path);
    }
    const signup = doc.paths['/api/auth/signup'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(signup.properties)).toEqual(['first_name', 'last_name', 'middle_name', 'email', 'phone_no', 'password']);
  });
});
