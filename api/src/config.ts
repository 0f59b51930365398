// Every environment variable the API reads, parsed once (ARCHITECTURE §6). Documented in README and .env.example.
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** unset → embedded PGlite in DATA_DIR */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).default(10),
  DATA_DIR: z.string().default(path.resolve(process.cwd(), '.data')),
  /** where the member app is served; links in e-mails point here */
  APP_URL: z.string().url().default('http://localhost:3000'),
  SOCIETY_NAME: z.string().default('Finnacrest Co-operative Society'),
  /** session token lifetime */
  TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).default(12 * 60),
  EMAIL_VERIFICATION_TTL_MINUTES: z.coerce.number().int().min(1).default(24 * 60),
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(1).default(60),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Finnacrest Co-operative Society <no-reply@finnacrest.local>'),
  SEED_ADMIN_EMAIL: z.string().email().default('admin@finnacrest.local'),
  SEED_ADMIN_PASSWORD: z.string().min(8).default('Admin@12345'),
  /** the verified demo member the first start of the embedded database creates (never in production) */
  SEED_DEMO_MEMBER_EMAIL: z.string().email().default('demo@finnacrest.local'),
  SEED_DEMO_MEMBER_PASSWORD: z.string().min(8).default('Member@12345'),
  /** requests per minute per client address on each of login, signup, recovery, reset and e-mail verification */
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_GLOBAL_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /**
   * Which proxies' X-Forwarded-For to believe for client addresses (rate limits): 'loopback' (default: the
   * shell's own /api proxy on this machine), 'true'/'false', or a comma-separated list of addresses/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
  JOBS_ENABLED: bool.default(true),
});

export type Config = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const config = { ...parsed.data, ...overrides };
  if (config.MAIL_TRANSPORT === 'smtp' && !config.SMTP_URL) throw new Error('Invalid environment:\n  SMTP_URL is required when MAIL_TRANSPORT=smtp');
  return config;
}
