// Why NODE_ENV=production refuses to start: every reason, each saying what to set (README "Development mode and
// production"). Judged on the environment itself, so an unset variable is told apart from one set to its default.
import type { Config } from '../config';
import {
  DEFAULT_IDEMPOTENCY_HASH_KEY,
  DEFAULT_SANDBOX_WEBHOOK_SECRET,
  DEFAULT_SEED_ADMIN_PASSWORD,
  DEFAULT_SEED_DEMO_MEMBER_PASSWORD,
} from './documentedDefaults';

interface DocumentedSecret {
  name: 'IDEMPOTENCY_HASH_KEY' | 'SANDBOX_WEBHOOK_SECRET' | 'SEED_ADMIN_PASSWORD' | 'SEED_DEMO_MEMBER_PASSWORD';
  value: string;
  /** a secret this configuration never reads is not asked for */
  usedBy: (config: Config) => boolean;
  whatToSet: string;
}

const DOCUMENTED_SECRETS: DocumentedSecret[] = [
  { name: 'IDEMPOTENCY_HASH_KEY', value: DEFAULT_IDEMPOTENCY_HASH_KEY, usedBy: () => true, whatToSet: 'your own secret of at least 32 characters, and keep it' },
  { name: 'SANDBOX_WEBHOOK_SECRET', value: DEFAULT_SANDBOX_WEBHOOK_SECRET, usedBy: (c) => c.PAYMENT_PROVIDER === 'sandbox', whatToSet: 'your own secret' },
  { name: 'SEED_ADMIN_PASSWORD', value: DEFAULT_SEED_ADMIN_PASSWORD, usedBy: (c) => c.DEV_MODE, whatToSet: 'your own password' },
  { name: 'SEED_DEMO_MEMBER_PASSWORD', value: DEFAULT_SEED_DEMO_MEMBER_PASSWORD, usedBy: (c) => c.DEV_MODE, whatToSet: 'your own password' },
];

export function productionProblems(config: Config, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (config.DEV_MODE) problems.push('DEV_MODE=true turns on development features (mail outbox reader, sandbox, seeded accounts): unset DEV_MODE');
  if (config.MAIL_TRANSPORT === 'outbox') problems.push('MAIL_TRANSPORT=outbox keeps mails in the database instead of sending them: set MAIL_TRANSPORT=smtp and SMTP_URL');
  if (config.PAYMENT_PROVIDER === 'sandbox') {
    problems.push('PAYMENT_PROVIDER=sandbox simulates card payments and payouts: set PAYMENT_PROVIDER=paystack with PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY');
  }
  if (!config.DATABASE_URL && !config.EMBEDDED_DATABASE_IN_PRODUCTION) {
    problems.push(
      'DATABASE_URL is unset, so the embedded database would hold the money: set DATABASE_URL to your PostgreSQL, or EMBEDDED_DATABASE_IN_PRODUCTION=true to accept one API process with its data in DATA_DIR',
    );
  }
  for (const secret of DOCUMENTED_SECRETS) {
    if (secret.usedBy(config) && config[secret.name] === secret.value) problems.push(`${secret.name} is the documented default: set ${secret.whatToSet}`);
  }
  if (!env.TRUST_PROXY?.trim()) {
    problems.push(
      "TRUST_PROXY is unset: set it to your proxy's addresses (for example 10.0.0.0/8), true if every request comes through your proxy, or false if clients connect directly",
    );
  }
  return problems;
}
