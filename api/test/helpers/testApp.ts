// Builds the real app on a real test database. Use one per test file (beforeAll/afterAll).
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import type { MailerOptions } from '../../src/mail/createMailer';
import { openTestDatabase } from './testDatabase';

/** not the development default, so a test app may run with NODE_ENV=production */
export const TEST_IDEMPOTENCY_HASH_KEY = 'test-idempotency-hash-key-0123456789abcdef';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** move the clock the services read */
  clock: { now: Date; advance(ms: number): void; reset(): void };
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** extra routes for a test, registered before the app is ready */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** a transport instead of the outbox (e.g. one that fails), a log for its failures, retry policy */
  mail?: MailerOptions;
  /** told of every route the app registers */
  onRoute?: (route: RouteOptions) => void;
  /** an open database to share with another app (several API instances); the caller closes it */
  database?: DatabaseHandle;
}

export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const config = loadConfig({ NODE_ENV: 'test', DEV_MODE: 'true', LOG_LEVEL: 'silent', IDEMPOTENCY_HASH_KEY: TEST_IDEMPOTENCY_HASH_KEY } as NodeJS.ProcessEnv, {
    RATE_LIMIT_AUTH_PER_MINUTE: 1000,
    RATE_LIMIT_GLOBAL_PER_MINUTE: 100000,
    JOBS_ENABLED: false,
    ...overrides,
  });
  let offset = 0;
  const clock = {
    get now() {
      return new Date(Date.now() + offset);
    },
    advance(ms: number) {
      offset += ms;
    },
    reset() {
      offset = 0;
    },
  };
  const app = await buildApp({ config, database, now: () => clock.now, logger: false, mail: options.mail, onRoute: options.onRoute });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
