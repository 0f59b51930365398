// The API's configuration for a bench: production mode, rate limits out of the way, no jobs, no sandbox webhooks.
import { loadConfig, type Config } from '../../src/config';

export function benchConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig({ DEV_MODE: 'true', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, {
    NODE_ENV: 'production',
    RATE_LIMIT_GLOBAL_PER_MINUTE: 100_000_000,
    RATE_LIMIT_AUTH_PER_MINUTE: 100_000_000,
    JOBS_ENABLED: false,
    SANDBOX_WEBHOOK_DELIVERY: 'off',
    ...overrides,
  });
}
