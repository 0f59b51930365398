// The Paystack fake as its own process, as Paystack is its own service (prod:check runs it beside the API):
//   npx tsx test/fakes/runFakePaystack.ts
// Configured by environment (each also without the FAKE_PAYSTACK_ prefix where prod:check passes both):
//   FAKE_PAYSTACK_PORT (0: any free port), FAKE_PAYSTACK_HOST (127.0.0.1), FAKE_PAYSTACK_SECRET_KEY (the fake's
//   default test key), FAKE_PAYSTACK_WEBHOOK_URL (where signed events go; none: no webhooks),
//   FAKE_PAYSTACK_PUBLIC_URL (its address as a browser reaches it: authorization_url is its own checkout page),
//   FAKE_PAYSTACK_TRANSFER_SETTLE_MS (a transfer succeeds and transfer.success is posted this long after it was made),
//   FAKE_PAYSTACK_TRANSFER_OTP=true (transfers wait for an OTP), FAKE_PAYSTACK_FEES_ON_CUSTOMER=true.
// Prints `paystack-fake listening on <url> (port <n>)` once it listens; /__control/* scripts faults at run time.
import { FakePaystack } from './fakePaystack';

const env = (name: string): string | undefined => process.env[`FAKE_PAYSTACK_${name}`] ?? process.env[name] ?? undefined;
const number = (name: string): number | undefined => (env(name) === undefined || env(name) === '' ? undefined : Number(env(name)));

async function main(): Promise<void> {
  const port = number('PORT') ?? 0;
  const fake = new FakePaystack({
    port,
    host: env('HOST') || '127.0.0.1',
    secretKey: env('SECRET_KEY') || process.env.PAYSTACK_SECRET_KEY || undefined,
    webhookUrl: env('WEBHOOK_URL') || undefined,
    publicUrl: env('PUBLIC_URL') || undefined,
    transferSettleMs: number('TRANSFER_SETTLE_MS') ?? 2_000,
  });
  fake.transferOtp = env('TRANSFER_OTP') === 'true';
  fake.feesOnCustomer = env('FEES_ON_CUSTOMER') === 'true';
  await fake.listen();
  // with no public URL given, the checkout page is at the address it listens on
  if (!fake.options.publicUrl) fake.options.publicUrl = fake.baseUrl;
  process.stdout.write(`paystack-fake listening on ${fake.baseUrl} (port ${fake.port})\n`);

  const stop = () => {
    if (fake.violations.length) process.stdout.write(`paystack-fake: ${fake.violations.length} request(s) broke Paystack's description:\n${JSON.stringify(fake.violations, null, 2)}\n`);
    void fake.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  process.stderr.write(`paystack-fake failed to start: ${(error as Error)?.stack ?? error}\n`);
  process.exit(1);
});
