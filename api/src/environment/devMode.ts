// Development mode (DEV_MODE=true): what exists to try the app on one machine — GET /api/dev/outbox, the sandbox
// payment provider and its checkout page, the seeded accounts with documented passwords. Loopback only.
import type { Config } from '../config';

export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Development features are never on in production, even if a test forces NODE_ENV after the checks. */
export function developmentFeaturesOn(config: Pick<Config, 'DEV_MODE' | 'NODE_ENV'>): boolean {
  return config.DEV_MODE && config.NODE_ENV !== 'production';
}

export function devModeProblems(config: Pick<Config, 'DEV_MODE' | 'HOST'>): string[] {
  if (!config.DEV_MODE || isLoopbackHost(config.HOST)) return [];
  return [
    `HOST=${config.HOST} with DEV_MODE=true would expose development features (the mail outbox, the sandbox, the seeded accounts) to other machines: set HOST=127.0.0.1, or turn DEV_MODE off`,
  ];
}

/** Not a loadConfig check: the CLIs (create-admin, ledger:check) read the same environment and need no provider. */
export function assertSandboxAllowed(config: Pick<Config, 'DEV_MODE' | 'PAYMENT_PROVIDER'>): void {
  if (config.PAYMENT_PROVIDER !== 'sandbox' || config.DEV_MODE) return;
  throw new Error(
    'Invalid environment:\n  PAYMENT_PROVIDER=sandbox (the default) is for development: set DEV_MODE=true to try the app on this machine, or PAYMENT_PROVIDER=paystack with PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY',
  );
}
