import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { users } from '../../src/db/schema';
import { seedBanner, seedFirstStart } from '../../src/db/seed';
import { post } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'development', DEV_MODE: 'true', ...env } as NodeJS.ProcessEnv);

describe('first-start seed', () => {
  it('never runs in production', async () => {
    expect(await seedFirstStart(t.database.db, loadConfig({ DEV_MODE: 'true' } as NodeJS.ProcessEnv, { NODE_ENV: 'production' }), new Date())).toEqual([]);
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it('never runs against an external database (DATABASE_URL set)', async () => {
    expect(await seedFirstStart(t.database.db, config({ DATABASE_URL: 'postgres://db.example.com/coop' }), new Date())).toEqual([]);
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it('creates a verified SA and a verified demo member once, who can sign in', async () => {
    const cfg = config({});
    const seeded = await seedFirstStart(t.database.db, cfg, new Date());
    expect(seeded).toEqual([
      { role: 'SA', email: 'admin@finnacrest.local', password: 'Admin@12345' },
      { role: 'MEMBER', email: 'demo@finnacrest.local', password: 'Member@12345' },
    ]);
    const banner = seedBanner(seeded);
    expect(banner).toContain('admin@finnacrest.local  password: Admin@12345');
    expect(banner).toContain('demo@finnacrest.local  password: Member@12345');

    const [sa] = await t.database.db.select().from(users).where(eq(users.role, 'SA'));
    expect(sa.email).toBe('admin@finnacrest.local');
    expect(sa.emailVerifiedAt).not.toBeNull();

    for (const account of seeded) {
      const reply = (await post(t, '/api/auth/login', { email: account.email, password: account.password })).json();
      expect(reply).toMatchObject({ status: 1, user: { role: account.role } });
    }

    expect(await seedFirstStart(t.database.db, cfg, new Date())).toEqual([]);
    expect(await t.database.db.select().from(users)).toHaveLength(2);
  });

  it('uses SEED_* settings', async () => {
    const other = await createTestApp();
    try {
      const cfg = config({ SEED_ADMIN_EMAIL: 'boss@coop.ng', SEED_ADMIN_PASSWORD: 'Boss#Pass99', SEED_DEMO_MEMBER_EMAIL: 'try@coop.ng', SEED_DEMO_MEMBER_PASSWORD: 'Try#Pass99' });
      const seeded = await seedFirstStart(other.database.db, cfg, new Date());
      expect(seeded.map((s) => s.email)).toEqual(['boss@coop.ng', 'try@coop.ng']);
      expect((await post(other, '/api/auth/login', { email: 'try@coop.ng', password: 'Try#Pass99' })).json().status).toBe(1);
    } finally {
      await other.close();
    }
  });
});
