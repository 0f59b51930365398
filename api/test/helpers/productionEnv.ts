// An environment production accepts: every variable the production checklist asks for, none at a documented default.
export const PRODUCTION_READY_ENV = {
  NODE_ENV: 'production',
  HOST: '0.0.0.0',
  DATABASE_URL: 'postgres://coop:secret@db.internal:5432/coop',
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  PAYMENT_PROVIDER: 'paystack',
  PAYSTACK_SECRET_KEY: 'sk_live_0123456789',
  PAYSTACK_PUBLIC_KEY: 'pk_live_0123456789',
  IDEMPOTENCY_HASH_KEY: 'our-own-production-idempotency-key-0123456789',
  TRUST_PROXY: '10.0.0.0/8',
} as const;

export const productionEnv = (changes: Record<string, string | undefined> = {}): NodeJS.ProcessEnv => {
  const env: Record<string, string | undefined> = { ...PRODUCTION_READY_ENV, ...changes };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  return env as NodeJS.ProcessEnv;
};
