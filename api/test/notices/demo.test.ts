// The first embedded start has one notice, sent by the SA to every member: the job delivers it, the demo member finds
// it in their notifications, and the console lists it delivered.
import { loadConfig } from '../../src/config';
import { DEMO_NOTICE } from '../../src/db/demoNotices';
import { seedFirstStart } from '../../src/db/seed';
import { post } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { runJob } from './support';

let t: TestApp;
const signIn = async (email: string, password: string) => ({ authorization: `Bearer ${(await post(t, '/api/auth/login', { email, password })).json().user.token}` });
beforeAll(async () => {
  t = await createTestApp();
  await seedFirstStart(t.database.db, loadConfig({ NODE_ENV: 'development', DEV_MODE: 'true' } as NodeJS.ProcessEnv), new Date());
});
afterAll(() => t.close());

it('is delivered by the job to the demo member and listed as finished', async () => {
  const sa = await signIn('admin@finnacrest.local', 'Admin@12345');
  const before = (await t.app.inject({ url: '/api/admin/notices', headers: sa })).json().data;
  expect(before).toHaveLength(1);
  expect(before[0]).toMatchObject({ title: DEMO_NOTICE.title, audience: {}, audience_summary: 'Every member', delivered_count: 0, finished_at: null, yours: true });
  await runJob(t);
  const [sent] = (await t.app.inject({ url: '/api/admin/notices', headers: sa })).json().data;
  expect(sent.delivered_count).toBe(sent.audience_count);
  expect(sent.finished_at).toEqual(expect.any(String));
  const config = loadConfig({ NODE_ENV: 'development', DEV_MODE: 'true' } as NodeJS.ProcessEnv);
  const member = await signIn(config.SEED_DEMO_MEMBER_EMAIL, config.SEED_DEMO_MEMBER_PASSWORD);
  const titles = (await t.app.inject({ url: '/api/notification', headers: member })).json().map((n: { title: string }) => n.title);
  expect(titles).toContain(DEMO_NOTICE.title);
  const audit = (await t.app.inject({ url: '/api/admin/audit?subject_type=notice', headers: sa })).json();
  expect(JSON.stringify(audit)).toContain('notices.send');
});
