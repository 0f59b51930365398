// What exists for development (the outbox reader, the sandbox payment provider and its checkout page, the seeded
// accounts with documented passwords) is reachable only with DEV_MODE=true, and dev mode listens on loopback only.
import { loadConfig } from '../../src/config';
import { users } from '../../src/db/schema';
import { seedFirstStart } from '../../src/db/seed';
import { createTestApp, TEST_IDEMPOTENCY_HASH_KEY, type TestApp } from '../helpers/testApp';
import { openTestDatabase } from '../helpers/testDatabase';

const env = (values: Record<string, string>) => ({ IDEMPOTENCY_HASH_KEY: TEST_IDEMPOTENCY_HASH_KEY, ...values }) as NodeJS.ProcessEnv;
const PAYSTACK = { PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_x', PAYSTACK_PUBLIC_KEY: 'pk_test_x' } as const;

describe('development mode', () => {
  it('is off unless DEV_MODE=true, and listens on loopback by default', () => {
    expect(loadConfig(env({ NODE_ENV: 'development', ...PAYSTACK }))).toMatchObject({ DEV_MODE: false, HOST: '127.0.0.1' });
    expect(loadConfig(env({ NODE_ENV: 'development', DEV_MODE: 'true' }))).toMatchObject({ DEV_MODE: true, HOST: '127.0.0.1' });
  });

  it.each(['127.0.0.1', '127.1.2.3', '::1', 'localhost'])('listens on loopback address %s', (HOST) => {
    expect(loadConfig(env({ DEV_MODE: 'true', HOST })).HOST).toBe(HOST);
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'coop.example.com'])('refuses to listen on %s, saying what to do', (HOST) => {
    expect(() => loadConfig(env({ DEV_MODE: 'true', HOST }))).toThrow(
      `Invalid environment:\n  HOST=${HOST} with DEV_MODE=true would expose development features (the mail outbox, the sandbox, the seeded accounts) to other machines: set HOST=127.0.0.1, or turn DEV_MODE off`,
    );
  });

  it('is what the test apps run with', async () => {
    const t = await createTestApp();
    try {
      expect(t.config.DEV_MODE).toBe(true);
      expect((await t.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('without development mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEV_MODE: false, ...PAYSTACK });
  });
  afterAll(() => t.close());

  it('has no GET /api/dev/outbox', async () => {
    const res = await t.app.inject({ url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('has no POST /api/dev/autosave/run', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/autosave/run', payload: {} })).statusCode).toBe(404);
  });

  it('has no loans job triggers', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/loans/auto_repay/run', payload: {} })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/loans/reminders/run', payload: {} })).statusCode).toBe(404);
  });

  it('has no investment payout or maturity triggers', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/investments/payouts/run', payload: {} })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/investments/1/mature' })).statusCode).toBe(404);
  });

  it('has no sandbox checkout page', async () => {
    expect((await t.app.inject({ url: '/api/sandbox/checkout/PAY-0000000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/sandbox/checkout/PAY-0000000000', payload: {} })).statusCode).toBe(404);
  });

  it('refuses the sandbox payment provider with a message that says what to set', async () => {
    const refusal = await createTestApp({ DEV_MODE: false }).then(
      async (started) => {
        await started.close();
        return 'the app started';
      },
      (error: Error) => error.message,
    );
    expect(refusal).toBe(
      'Invalid environment:\n  PAYMENT_PROVIDER=sandbox (the default) is for development: set DEV_MODE=true to try the app on this machine, or PAYMENT_PROVIDER=paystack with PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY',
    );
  });

  it('seeds neither the demo member nor an administrator with a documented password', async () => {
    const database = await openTestDatabase();
    try {
      const config = loadConfig(env({ NODE_ENV: 'development', ...PAYSTACK }));
      expect(await seedFirstStart(database.db, config, new Date())).toEqual([]);
      expect(await database.db.select().from(users)).toHaveLength(0);
    } finally {
      await database.close();
    }
  });
});
