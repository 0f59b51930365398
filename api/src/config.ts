// Every environment variable the API reads, parsed once (ARCHITECTURE §6). Documented in README and .env.example.
import path from 'node:path';
import { z } from 'zod';
import { devModeProblems } from './environment/devMode';
import { productionProblems } from './environment/productionRefusals';
import { withSecretFiles } from './observability/secretFiles';
import {
  DEFAULT_IDEMPOTENCY_HASH_KEY,
  DEFAULT_SANDBOX_WEBHOOK_SECRET,
  DEFAULT_SEED_ADMIN_PASSWORD,
  DEFAULT_SEED_DEMO_MEMBER_PASSWORD,
} from './environment/documentedDefaults';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** loopback by default; a server that must be reached from other machines sets 0.0.0.0 (never with DEV_MODE) */
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** unset → embedded PGlite in DATA_DIR */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).default(10),
  /** a request waiting this long for a PostgreSQL connection gets 503 instead of hanging while the database is down */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  DATA_DIR: z.string().default(path.resolve(process.cwd(), '.data')),
  /** where the member app is served; links in e-mails point here */
  APP_URL: z.string().url().default('http://localhost:3000'),
  SOCIETY_NAME: z.string().default('Finnacrest Co-operative Society'),
  /** session token lifetime */
  TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).default(12 * 60),
  /** how long another API process may still accept a session revoked elsewhere (src/http/sessionCache.ts); 0 turns the cache off */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /** sessions one process keeps in that cache (least recently used dropped first) */
  SESSION_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).default(10_000),
  EMAIL_VERIFICATION_TTL_MINUTES: z.coerce.number().int().min(1).default(24 * 60),
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(1).default(60),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Finnacrest Co-operative Society <no-reply@finnacrest.local>'),
  SEED_ADMIN_EMAIL: z.string().email().default('admin@finnacrest.local'),
  SEED_ADMIN_PASSWORD: z.string().min(8).default(DEFAULT_SEED_ADMIN_PASSWORD),
  /** the verified demo member the first start of the embedded database creates (DEV_MODE only) */
  SEED_DEMO_MEMBER_EMAIL: z.string().email().default('demo@finnacrest.local'),
  SEED_DEMO_MEMBER_PASSWORD: z.string().min(8).default(DEFAULT_SEED_DEMO_MEMBER_PASSWORD),
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
  // ── seeing what it does (src/observability, README "Metrics, health and drain") ────────────────────
  /** Prometheus /metrics on its own port, never the API's (the proxy does not expose it); 0 turns it off. Default 9464
   *  with NODE_ENV=production, off otherwise (the dev stack and the tests start several APIs on one machine) */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** after SIGTERM, readiness answers 503 this long before the server stops taking connections (the proxy's health
   *  check notices first); default 5000 with NODE_ENV=production, 0 otherwise */
  DRAIN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  /** HMAC-SHA256 key of the stored idempotency request hashes; changing it makes a retry of an earlier request answer 422 */
  IDEMPOTENCY_HASH_KEY: z.string().min(32).default(DEFAULT_IDEMPOTENCY_HASH_KEY),

  // ── rails: the payment providers (src/rails) ─────────────────────────────────────────────────
  /** card payment provider: `sandbox` (local checkout page with test cards) or `paystack` (the real API) */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'paystack']).default('sandbox'),
  /** Paystack secret key (sk_…): server only, never sent to a client. Required when PAYMENT_PROVIDER=paystack */
  PAYSTACK_SECRET_KEY: z.string().optional(),
  /** Paystack public key (pk_…): what `getApiKey` hands to the app. Required when PAYMENT_PROVIDER=paystack */
  PAYSTACK_PUBLIC_KEY: z.string().optional(),
  PAYSTACK_BASE_URL: z.string().url().default('https://api.paystack.co'),
  /** each Paystack request gives up after this long (the outcome is then "inconclusive") */
  PAYSTACK_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** where browsers reach this API (the sandbox checkout page link points here); default APP_URL, whose server proxies /api */
  API_PUBLIC_URL: z.string().url().optional(),
  /** where this API reaches itself (the sandbox delivers its webhooks here); default http://127.0.0.1:PORT */
  API_INTERNAL_URL: z.string().url().optional(),
  /** HMAC-SHA512 key of the sandbox's webhooks (header x-sandbox-signature) */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).default(DEFAULT_SANDBOX_WEBHOOK_SECRET),
  /** how long a sandbox transfer stays pending before its transfer.success/transfer.failed webhook */
  SANDBOX_TRANSFER_DELAY_MS: z.coerce.number().int().min(0).default(1500),
  /** sandbox webhook delivery: `http` to API_INTERNAL_URL, `inject` in-process (no network), `off` (stored only).
   *  Default `http`, except `inject` when NODE_ENV=test so a test never posts to a real server on PORT. */
  SANDBOX_WEBHOOK_DELIVERY: z.enum(['http', 'inject', 'off']).optional(),
  /** first retry delay of a failed sandbox webhook delivery; doubles on each attempt (at most 8 attempts) */
  SANDBOX_WEBHOOK_RETRY_MS: z.coerce.number().int().min(10).default(1000),

  // ── development mode and production refusals (src/environment, README "Development mode and production") ──
  /** turns on what exists for development: GET /api/dev/outbox, the sandbox payment provider, the first-start seed.
   *  Loopback HOST only; production refuses it. `npm start`, `npm run dev` and the test suites turn it on */
  DEV_MODE: bool.default(false),
  /** production only: accept the embedded PGlite database (one API process, its data in DATA_DIR on this machine; safe
   *  against a killed process, not against a power cut or OS crash: PGlite never fsyncs) */
  EMBEDDED_DATABASE_IN_PRODUCTION: bool.default(false),
  // ── API docs (src/http/apiDocs.ts) ───────────────────────────────────────────────────────────
  /** serve the OpenAPI document and its page at /api/docs; unset → on, except off when NODE_ENV=production */
  API_DOCS_ENABLED: bool.optional(),
  // ── rate limits shared by address (src/http/rateLimitByAccount.ts) ──────────────────────────────
  /**
   * Ceiling per client address on each of login, recovery and reset, whatever the e-mail: RATE_LIMIT_AUTH_PER_MINUTE
   * counts per address and e-mail, so members behind one carrier NAT keep their own allowance; this stops one
   * address from trying many accounts. 60: a few dozen members signing in behind one address in the same minute.
   */
  RATE_LIMIT_AUTH_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  // ── admin alerts ──
  /** how often the scheduled ledger check runs (minutes); anything off raises an admin alert and an error log line */
  LEDGER_CHECK_EVERY_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(60),
  // ── savings autosave (src/modules/savings/autosave) ─────────────────────────────────────────────
  /** how often the autosave job looks for due plans (ms); a plan charges at its own time, at most this late */
  AUTOSAVE_EVERY_MS: z.coerce.number().int().min(1000).default(60_000),
  /** saved-card charges one autosave runner makes at once */
  AUTOSAVE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** a period still 'charging' this long after a runner took it belongs to a runner that died: another finishes it (same claim) */
  AUTOSAVE_STALE_MS: z.coerce.number().int().min(1000).default(300_000),
});

type ParsedConfig = z.infer<typeof schema>;
/** The parsed environment, with the defaults that depend on other variables filled in. */
export type Config = Omit<ParsedConfig, 'API_PUBLIC_URL' | 'API_INTERNAL_URL' | 'SANDBOX_WEBHOOK_DELIVERY' | 'DRAIN_GRACE_MS' | 'METRICS_PORT'> & {
  DRAIN_GRACE_MS: number;
  METRICS_PORT: number;
  API_PUBLIC_URL: string;
  API_INTERNAL_URL: string;
  SANDBOX_WEBHOOK_DELIVERY: 'http' | 'inject' | 'off';
};

function resolve(merged: ParsedConfig | (ParsedConfig & Partial<Config>)): Config {
  return {
    ...merged,
    API_PUBLIC_URL: (merged.API_PUBLIC_URL ?? merged.APP_URL).replace(/\/+$/, ''),
    API_INTERNAL_URL: (merged.API_INTERNAL_URL ?? `http://127.0.0.1:${merged.PORT}`).replace(/\/+$/, ''),
    SANDBOX_WEBHOOK_DELIVERY: merged.SANDBOX_WEBHOOK_DELIVERY ?? (merged.NODE_ENV === 'test' ? 'inject' : 'http'),
    DRAIN_GRACE_MS: merged.DRAIN_GRACE_MS ?? (merged.NODE_ENV === 'production' ? 5000 : 0),
    METRICS_PORT: merged.METRICS_PORT ?? (merged.NODE_ENV === 'production' ? 9464 : 0),
  };
}

/** Settings that need another one. */
function settingProblems(config: Config): string[] {
  const problems: string[] = [];
  if (config.MAIL_TRANSPORT === 'smtp' && !config.SMTP_URL) problems.push('SMTP_URL is required when MAIL_TRANSPORT=smtp');
  if (config.PAYMENT_PROVIDER === 'paystack') {
    for (const key of ['PAYSTACK_SECRET_KEY', 'PAYSTACK_PUBLIC_KEY'] as const) if (!config[key]) problems.push(`${key} is required when PAYMENT_PROVIDER=paystack`);
  }
  return problems;
}

/** Parses the environment once; every problem found is in the one error it throws. `overrides` (tests) are applied
 *  after parsing and are not judged by the production checks. A secret may come from a file (NAME_FILE). */
export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const { env, problems: fileProblems } = withSecretFiles(rawEnv);
  if (fileProblems.length) throw new Error(`Invalid environment:\n${fileProblems.map((problem) => `  ${problem}`).join('\n')}`);
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const config = resolve({ ...parsed.data, ...overrides });
  const problems = [...settingProblems(config), ...devModeProblems(config)];
  const fromEnv = resolve(parsed.data);
  if (fromEnv.NODE_ENV === 'production') problems.push(...productionProblems(fromEnv, env));
  if (problems.length) throw new Error(`Invalid environment:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  return config;
}
