// NODE_ENV=production refuses to start, with one message listing every reason, until nothing made for development is
// configured and no secret is a documented default. At runtime, proxy headers the API does not believe are reported once.
import { Writable } from 'node:stream';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openTestDatabase } from '../helpers/testDatabase';
import { TEST_IDEMPOTENCY_HASH_KEY } from '../helpers/testApp';
import { productionEnv } from '../helpers/productionEnv';

function refusal(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    const [title, ...lines] = (error as Error).message.split('\n');
    expect(title).toBe('Invalid environment:');
    return lines.map((line) => line.trim());
  }
  throw new Error('loadConfig accepted the environment');
}

describe('NODE_ENV=production', () => {
  it('starts when everything is set for production', () => {
    const config = loadConfig(productionEnv());
    expect(config).toMatchObject({ NODE_ENV: 'production', DEV_MODE: false, MAIL_TRANSPORT: 'smtp', PAYMENT_PROVIDER: 'paystack', TRUST_PROXY: '10.0.0.0/8' });
  });

  it('lists every reason in one message, one line each, saying what to set', () => {
    const lines = refusal({ NODE_ENV: 'production' } as NodeJS.ProcessEnv);
    expect(lines).toEqual([
      expect.stringMatching(/^MAIL_TRANSPORT=outbox .*: set MAIL_TRANSPORT=smtp and SMTP_URL$/),
      expect.stringMatching(/^PAYMENT_PROVIDER=sandbox .*: set PAYMENT_PROVIDER=paystack with PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY$/),
      expect.stringMatching(/^DATABASE_URL is unset.*: set DATABASE_URL .*EMBEDDED_DATABASE_IN_PRODUCTION=true/),
      expect.stringMatching(/^IDEMPOTENCY_HASH_KEY is the documented default: set /),
      expect.stringMatching(/^SANDBOX_WEBHOOK_SECRET is the documented default: set /),
      expect.stringMatching(/^TRUST_PROXY is unset: set it to .*false/),
    ]);
  });

  it('refuses development mode and the seed passwords it would use', () => {
    const lines = refusal(productionEnv({ DEV_MODE: 'true', HOST: '127.0.0.1' }));
    expect(lines).toEqual([
      expect.stringMatching(/^DEV_MODE=true .*: unset DEV_MODE/),
      expect.stringMatching(/^SEED_ADMIN_PASSWORD is the documented default: set /),
      expect.stringMatching(/^SEED_DEMO_MEMBER_PASSWORD is the documented default: set /),
    ]);
  });

  it('refuses a documented default even when it is set explicitly', () => {
    expect(refusal(productionEnv({ IDEMPOTENCY_HASH_KEY: 'development-idempotency-hash-key-change-me' }))).toEqual([
      expect.stringMatching(/^IDEMPOTENCY_HASH_KEY is the documented default/),
    ]);
  });

  it('lists the other invalid settings in the same message', () => {
    expect(refusal(productionEnv({ SMTP_URL: undefined, PAYSTACK_PUBLIC_KEY: undefined, TRUST_PROXY: undefined }))).toEqual([
      'SMTP_URL is required when MAIL_TRANSPORT=smtp',
      'PAYSTACK_PUBLIC_KEY is required when PAYMENT_PROVIDER=paystack',
      expect.stringMatching(/^TRUST_PROXY is unset/),
    ]);
  });

  it('takes the embedded database only with the explicit opt-in', () => {
    expect(refusal(productionEnv({ DATABASE_URL: undefined }))).toEqual([expect.stringMatching(/^DATABASE_URL is unset/)]);
    expect(loadConfig(productionEnv({ DATABASE_URL: undefined, EMBEDDED_DATABASE_IN_PRODUCTION: 'true' })).DATABASE_URL).toBeUndefined();
  });

  it('needs TRUST_PROXY set explicitly: false when clients connect directly', () => {
    expect(refusal(productionEnv({ TRUST_PROXY: '' }))).toEqual([expect.stringMatching(/^TRUST_PROXY is unset/)]);
    expect(loadConfig(productionEnv({ TRUST_PROXY: 'false' })).TRUST_PROXY).toBe(false);
  });

  it('is not asked of development, which keeps its defaults', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', DEV_MODE: 'true' } as NodeJS.ProcessEnv)).not.toThrow();
  });
});

describe('a proxy header the API does not believe (production, TRUST_PROXY=false)', () => {
  async function logLinesAfter(trustProxy: boolean | string, requests: Record<string, string>[]) {
    const database = await openTestDatabase();
    const lines: { level: number; msg: string }[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', DEV_MODE: 'true', LOG_LEVEL: 'warn', IDEMPOTENCY_HASH_KEY: TEST_IDEMPOTENCY_HASH_KEY } as NodeJS.ProcessEnv, {
      NODE_ENV: 'production',
      TRUST_PROXY: trustProxy,
      JOBS_ENABLED: false,
    });
    const app = await buildApp({ config, database, logStream });
    try {
      for (const headers of requests) expect((await app.inject({ url: '/api/health', headers })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
    return lines.filter((line) => /TRUST_PROXY/.test(line.msg));
  }

  it('is logged once, at error level, saying rate limits and lockouts see the proxy', async () => {
    const lines = await logLinesAfter(false, [{}, { 'x-forwarded-for': '203.0.113.9' }, { 'x-forwarded-for': '203.0.113.10' }, { forwarded: 'for=203.0.113.11' }]);
    expect(lines).toHaveLength(1);
    expect(lines[0].level).toBe(50);
    expect(lines[0].msg).toMatch(/rate limits and sign-in lockouts see the proxy's address.*Set TRUST_PROXY to/);
  });

  it('is also noticed in a Forwarded header', async () => {
    expect(await logLinesAfter(false, [{ forwarded: 'for=203.0.113.11' }])).toHaveLength(1);
  });

  it('is not logged when TRUST_PROXY names the proxy', async () => {
    expect(await logLinesAfter('10.0.0.0/8', [{ 'x-forwarded-for': '203.0.113.9' }])).toHaveLength(0);
  });
});
