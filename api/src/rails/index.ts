// Builds the configured payment provider. Everything else talks to the PaymentProvider interface.
import type { Config } from '../config';
import { assertSandboxAllowed } from '../environment/devMode';
import type { Database } from '../db/client';
import { PaystackProvider } from './paystack/provider';
import type { PaymentProvider } from './provider';
import { SandboxProvider } from './sandbox/provider';
import { SandboxWebhookOutbox, type WebhookDeliver } from './sandbox/webhookOutbox';

export * from './provider';
export { cardFee, cardFeePreview } from './fees';
export { isValidNuban } from './nuban';
export { SANDBOX_CARDS, SANDBOX_FAILING_ACCOUNT, SANDBOX_OTP, SANDBOX_PAID_AFTER_REVERSAL_ACCOUNT } from './sandbox/cards';
export { NIGERIAN_BANKS } from './sandbox/banks';

export interface ProviderSetup {
  provider: PaymentProvider;
  /** set when PAYMENT_PROVIDER=sandbox: its checkout page and webhook outbox */
  sandbox: { provider: SandboxProvider; outbox: SandboxWebhookOutbox } | null;
}

export interface ProviderDeps {
  config: Config;
  db: Database;
  now: () => Date;
  /** how the sandbox posts its webhooks to this API (null: stored only) */
  sandboxDeliver: WebhookDeliver | null;
  onError?: (message: string, error: unknown) => void;
}

export function createPaymentProvider(deps: ProviderDeps): ProviderSetup {
  const { config } = deps;
  if (config.PAYMENT_PROVIDER === 'paystack') {
    if (!config.PAYSTACK_SECRET_KEY || !config.PAYSTACK_PUBLIC_KEY) throw new Error('PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY are required when PAYMENT_PROVIDER=paystack');
    const provider = new PaystackProvider({
      secretKey: config.PAYSTACK_SECRET_KEY,
      publicKey: config.PAYSTACK_PUBLIC_KEY,
      baseUrl: config.PAYSTACK_BASE_URL,
      timeoutMs: config.PAYSTACK_TIMEOUT_MS,
    });
    return { provider, sandbox: null };
  }
  assertSandboxAllowed(config);
  const outbox = new SandboxWebhookOutbox({
    db: deps.db,
    now: deps.now,
    secret: config.SANDBOX_WEBHOOK_SECRET,
    retryBaseMs: config.SANDBOX_WEBHOOK_RETRY_MS,
    deliver: deps.sandboxDeliver,
    onError: deps.onError,
  });
  const provider = new SandboxProvider({
    db: deps.db,
    now: deps.now,
    publicApiUrl: config.API_PUBLIC_URL,
    webhookSecret: config.SANDBOX_WEBHOOK_SECRET,
    transferDelayMs: config.SANDBOX_TRANSFER_DELAY_MS,
    outbox,
  });
  return { provider, sandbox: { provider, outbox } };
}
