// Secrets whose default value is written in the README and .env.example: anyone can read them, so production
// refuses each one it would use (./productionRefusals.ts).

/** signs the sandbox's webhooks: the sandbox exists only in development mode */
export const DEFAULT_SANDBOX_WEBHOOK_SECRET = 'sandbox-webhook-secret-change-me';
/** for development and tests only: production refuses to start with it */
export const DEFAULT_IDEMPOTENCY_HASH_KEY = 'development-idempotency-hash-key-change-me';
/** the first-start seed's accounts, printed at start: development mode only */
export const DEFAULT_SEED_ADMIN_PASSWORD = 'Admin@12345';
export const DEFAULT_SEED_DEMO_MEMBER_PASSWORD = 'Member@12345';
