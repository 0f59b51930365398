// Sandbox transfers settle through signed webhooks the API sends to itself: in-process, over real HTTP to a
// listening app (with retries while it is down), and again after a restart.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { paymentEvents, sandboxWebhooks } from '../../src/db/schema';
import { paymentsOf } from '../../src/modules/payments/routes';
import type { DispatchedPaymentEvent } from '../../src/modules/payments/events';
import { ProviderError } from '../../src/payments/provider';
import { SANDBOX_FAILING_ACCOUNT } from '../../src/payments/sandbox/cards';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { openTestDatabase } from '../helpers/testDatabase';
import { waitFor } from './helpers';

const GOOD_ACCOUNT = { accountNumber: '0123456784', bankCode: '044' };

async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function collect(t: TestApp, ...types: string[]) {
  const events: DispatchedPaymentEvent[] = [];
  const offs = types.map((type) => paymentsOf(t.app).onPaymentEvent(type, async (_tx, event) => void events.push(event)));
  return { events, off: () => offs.forEach((off) => off()) };
}

async function sendTransfer(t: TestApp, account: { accountNumber: string; bankCode: string }, reference: string) {
  const { provider } = paymentsOf(t.app);
  const { accountName } = await provider.resolveAccount(account);
  const { recipientCode } = await provider.createRecipient({ name: accountName, ...account });
  return provider.initiateTransfer({ amountKobo: 1_500_000n, recipientCode, reference, reason: 'Wallet withdrawal' });
}

describe('sandbox transfers, delivered in-process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_TRANSFER_DELAY_MS: 150 });
  });
  afterAll(() => t.close());

  it('is pending, then succeeds and our transfer.success handler runs', async () => {
    const { events, off } = collect(t, 'transfer.success', 'transfer.failed');
    try {
      const transfer = await sendTransfer(t, GOOD_ACCOUNT, 'WDR-IN-1');
      expect(transfer).toEqual({ status: 'pending', transferCode: expect.stringMatching(/^TRF_/) });
      const { provider } = paymentsOf(t.app);
      expect(await provider.verifyTransfer('WDR-IN-1')).toEqual({ status: 'pending' });
      await waitFor(async () => events.length > 0);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ type: 'transfer.success', reference: 'WDR-IN-1', data: { amount: 1500000, status: 'success', transfer_code: transfer.transferCode } });
      expect(await provider.verifyTransfer('WDR-IN-1')).toEqual({ status: 'success' });
    } finally {
      off();
    }
  });

  it('always fails for the documented failing account', async () => {
    const { events, off } = collect(t, 'transfer.success', 'transfer.failed');
    try {
      await sendTransfer(t, SANDBOX_FAILING_ACCOUNT, 'WDR-IN-FAIL');
      await waitFor(async () => events.length > 0);
      expect(events.map((e) => [e.type, e.reference])).toEqual([['transfer.failed', 'WDR-IN-FAIL']]);
      expect(await paymentsOf(t.app).provider.verifyTransfer('WDR-IN-FAIL')).toEqual({ status: 'failed' });
    } finally {
      off();
    }
  });

  it('refuses a reused reference, an unknown recipient and an unknown transfer, conclusively', async () => {
    const { provider } = paymentsOf(t.app);
    await sendTransfer(t, GOOD_ACCOUNT, 'WDR-IN-DUP');
    await expect(sendTransfer(t, GOOD_ACCOUNT, 'WDR-IN-DUP')).rejects.toMatchObject({ conclusive: true });
    await expect(provider.initiateTransfer({ amountKobo: 100n, recipientCode: 'RCP_nobody', reference: 'WDR-IN-X', reason: 'r' })).rejects.toBeInstanceOf(ProviderError);
    await expect(provider.verifyTransfer('WDR-NEVER')).rejects.toMatchObject({ conclusive: true, code: 'not_found' });
    await expect(provider.createRecipient({ name: 'x', accountNumber: '0123456789', bankCode: '044' })).rejects.toMatchObject({ conclusive: true });
  });
});

describe('sandbox transfers, delivered over HTTP to a listening app', () => {
  let t: TestApp;
  beforeAll(async () => {
    // first the endpoint is "down": nothing listens where the sandbox posts
    t = await createTestApp({
      SANDBOX_WEBHOOK_DELIVERY: 'http',
      SANDBOX_TRANSFER_DELAY_MS: 50,
      SANDBOX_WEBHOOK_RETRY_MS: 100,
      API_INTERNAL_URL: `http://127.0.0.1:${await closedPort()}`,
    });
  });
  afterAll(() => t.close());

  it('retries with backoff until our endpoint is up, then the signed event is applied once', async () => {
    const { events, off } = collect(t, 'transfer.success');
    try {
      await sendTransfer(t, GOOD_ACCOUNT, 'WDR-HTTP-1');
      const [failedAttempt] = await waitFor(async () => {
        const rows = await t.database.db.select().from(sandboxWebhooks).where(eq(sandboxWebhooks.eventType, 'transfer.success'));
        return rows.length && rows[0].lastError ? rows : null;
      });
      expect(failedAttempt.deliveredAt).toBeNull();
      expect(failedAttempt.attempts).toBeGreaterThanOrEqual(1);
      expect(events).toHaveLength(0);

      await t.app.listen({ port: 0, host: '127.0.0.1' });
      t.config.API_INTERNAL_URL = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

      await waitFor(async () => events.length > 0);
      expect(events.map((e) => e.reference)).toEqual(['WDR-HTTP-1']);
      // the sender marks it delivered once our endpoint has answered 200
      const delivered = await waitFor(async () => {
        const [row] = await t.database.db.select().from(sandboxWebhooks).where(eq(sandboxWebhooks.id, failedAttempt.id));
        return row.deliveredAt ? row : null;
      });
      expect(delivered.lastError).toBeNull();
      expect(delivered.attempts).toBeGreaterThanOrEqual(2);
      const [stored] = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.reference, 'WDR-HTTP-1'));
      expect(stored).toMatchObject({ type: 'transfer.success', provider: 'sandbox' });
    } finally {
      off();
    }
  });
});

describe('sandbox webhooks survive a restart', () => {
  it('delivers on start what was stored but not delivered before', async () => {
    const database = await openTestDatabase();
    const config = (delivery: 'off' | 'inject') =>
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, {
        JOBS_ENABLED: false,
        SANDBOX_WEBHOOK_DELIVERY: delivery,
        SANDBOX_TRANSFER_DELAY_MS: 0,
      });
    try {
      // before the "crash": the transfer is made, its webhook stored, never delivered
      const before = await buildApp({ config: config('off'), database, logger: false });
      await before.ready();
      const { provider } = paymentsOf(before);
      const { recipientCode } = await provider.createRecipient({ name: 'ADA', ...GOOD_ACCOUNT });
      await provider.initiateTransfer({ amountKobo: 100_000n, recipientCode, reference: 'WDR-RESTART-1', reason: 'r' });
      await before.close();
      const [pending] = await database.db.select().from(sandboxWebhooks);
      expect(pending.deliveredAt).toBeNull();

      // after the restart
      const after = await buildApp({ config: config('inject'), database, logger: false });
      const events: DispatchedPaymentEvent[] = [];
      paymentsOf(after).onPaymentEvent('transfer.success', async (_tx, event) => void events.push(event));
      await after.ready();
      try {
        await waitFor(async () => events.length > 0);
        expect(events.map((e) => e.reference)).toEqual(['WDR-RESTART-1']);
        await waitFor(async () => (await database.db.select().from(sandboxWebhooks))[0].deliveredAt);
      } finally {
        await after.close();
      }
    } finally {
      await database.close();
    }
  });
});
