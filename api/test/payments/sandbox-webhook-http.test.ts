// The sandbox's webhooks over real HTTP to a listening app: retried with backoff while the endpoint is down.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { paymentEvents, sandboxWebhooks } from '../../src/db/schema';
import type { TestApp } from '../helpers/testApp';
import { GOOD_ACCOUNT, closedPort, collectEvents, sendTransfer, waitFor } from './helpers';
import { createTestApp } from '../helpers/testApp';

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
    const { events, off } = collectEvents(t.app, 'transfer.success');
    try {
      await sendTransfer(t.app, GOOD_ACCOUNT, 'WDR-HTTP-1');
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
