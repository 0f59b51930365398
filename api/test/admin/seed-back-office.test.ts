// The first embedded start shows a working console: the second administrator appointed by the SA, their settings
// proposal waiting for the SA, and the seed's acts in the audit trail.
import { loadConfig } from '../../src/config';
import { DEMO_PROPOSED_DUAL_APPROVAL_KOBO } from '../../src/db/demoBackOffice';
import { seedFirstStart } from '../../src/db/seed';
import { getSettings } from '../../src/modules/settings/service';
import { post } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let sa: { headers: Record<string, string> };
let checker: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  await seedFirstStart(t.database.db, loadConfig({ NODE_ENV: 'development', DEV_MODE: 'true' } as NodeJS.ProcessEnv), new Date());
  const signIn = async (email: string) => ({ headers: { authorization: `Bearer ${(await post(t, '/api/auth/login', { email, password: 'Admin@12345' })).json().user.token}` } });
  sa = await signIn('admin@finnacrest.local');
  checker = await signIn('admin+checker@finnacrest.local');
});
afterAll(() => t.close());

const get = (url: string, who: { headers: Record<string, string> }) => t.app.inject({ url, headers: who.headers });

describe('the seeded back office', () => {
  it('lists the second administrator as appointed by the SA', async () => {
    const { administrators } = (await get('/api/admin/administrators', sa)).json();
    const second = administrators.find((a: { email: string }) => a.email === 'admin+checker@finnacrest.local');
    expect(second).toMatchObject({ role: 'ADMIN', appointed_by: { email: 'admin@finnacrest.local' } });
    expect(second.appointed_at).toEqual(expect.any(String));
  });

  it("has the second administrator's settings proposal waiting for the SA, and the setting unchanged", async () => {
    const { proposals, pending_count } = (await get('/api/admin/proposals?status=pending', sa)).json();
    expect(pending_count).toBe(1);
    expect(proposals[0]).toMatchObject({ kind: 'settings', status: 'pending', proposed_by: { email: 'admin+checker@finnacrest.local' }, can_approve: true, yours: false });
    expect((await getSettings(t.database.db)).dualApprovalAboveKobo).not.toBe(DEMO_PROPOSED_DUAL_APPROVAL_KOBO);
    expect((await get('/api/admin/proposals?status=pending', checker)).json().proposals[0]).toMatchObject({ yours: true, can_approve: false });
  });

  it("shows the seed's acts in the audit trail, with who did them", async () => {
    const { entries } = (await get('/api/admin/audit?limit=200', sa)).json();
    const actions = entries.map((e: { action: string; actor: { email: string } | null }) => `${e.action} by ${e.actor?.email ?? 'the system'}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'administrators.create by the system',
        'administrators.appoint by admin@finnacrest.local',
        'loans.approve by admin@finnacrest.local',
        'loans.disburse by admin@finnacrest.local',
        'business.offer by admin@finnacrest.local',
        'settings.propose by admin+checker@finnacrest.local',
      ]),
    );
  });
});
