// The payments environment variables: defaults, derived defaults, and a clear failure for Paystack without keys.
import { loadConfig } from '../../src/config';

const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;

describe('payments config', () => {
  it('defaults to the sandbox with its settings', () => {
    const config = loadConfig(env({ NODE_ENV: 'development', PORT: '4301', APP_URL: 'http://localhost:3000' }));
    expect(config).toMatchObject({
      PAYMENT_PROVIDER: 'sandbox',
      PAYSTACK_BASE_URL: 'https://api.paystack.co',
      PAYSTACK_TIMEOUT_MS: 15000,
      SANDBOX_TRANSFER_DELAY_MS: 1500,
      SANDBOX_WEBHOOK_DELIVERY: 'http',
      API_INTERNAL_URL: 'http://127.0.0.1:4301',
      API_PUBLIC_URL: 'http://localhost:3000',
    });
    expect(config.SANDBOX_WEBHOOK_SECRET.length).toBeGreaterThanOrEqual(16);
  });

  it('never posts sandbox webhooks over the network from tests unless asked', () => {
    expect(loadConfig(env({ NODE_ENV: 'test' })).SANDBOX_WEBHOOK_DELIVERY).toBe('inject');
    expect(loadConfig(env({ NODE_ENV: 'test', SANDBOX_WEBHOOK_DELIVERY: 'http' })).SANDBOX_WEBHOOK_DELIVERY).toBe('http');
  });

  it('fails clearly when Paystack is chosen without its keys', () => {
    expect(() => loadConfig(env({ PAYMENT_PROVIDER: 'paystack' }))).toThrow(
      'Invalid environment:\n  PAYSTACK_SECRET_KEY is required when PAYMENT_PROVIDER=paystack\n  PAYSTACK_PUBLIC_KEY is required when PAYMENT_PROVIDER=paystack',
    );
    expect(() => loadConfig(env({ PAYMENT_PROVIDER: 'paystack', PAYSTACK_PUBLIC_KEY: 'pk_test_x' }))).toThrow('PAYSTACK_SECRET_KEY is required when PAYMENT_PROVIDER=paystack');
    const config = loadConfig(env({ PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_x', PAYSTACK_PUBLIC_KEY: 'pk_test_x' }));
    expect(config.PAYMENT_PROVIDER).toBe('paystack');
  });

  it('rejects unknown providers and bad values', () => {
    expect(() => loadConfig(env({ PAYMENT_PROVIDER: 'stripe' }))).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig(env({ SANDBOX_TRANSFER_DELAY_MS: '-1' }))).toThrow(/SANDBOX_TRANSFER_DELAY_MS/);
    expect(() => loadConfig(env({ PAYSTACK_BASE_URL: 'not a url' }))).toThrow(/PAYSTACK_BASE_URL/);
  });
});
