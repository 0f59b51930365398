// The sandbox's pending webhooks survive a restart: the next start delivers what was stored and not delivered.
// Two apps share one database (embedded PGlite: the restart, not concurrency, is under test; so the PGlite pass only).
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { sandboxWebhooks } from '../../src/db/schema';
import type { DispatchedPaymentEvent } from '../../src/modules/payments/events';
import { describeOnPglite, openPgliteTestDatabase } from '../helpers/testDatabase';
import { GOOD_ACCOUNT, waitFor } from './helpers';

describeOnPglite('sandbox webhooks survive a restart', () => {
  it('delivers on start what was stored but not delivered before', async () => {
    // a migrated copy of the worker's database, not a new initdb and every migration
    const database = await openPgliteTestDatabase();
    const config = (delivery: 'off' | 'inject') =>
      loadConfig({ NODE_ENV: 'test', DEV_MODE: 'true', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, {
        JOBS_ENABLED: true,
        SANDBOX_WEBHOOK_DELIVERY: delivery,
        SANDBOX_TRANSFER_DELAY_MS: 0,
      });
    try {
      // before the "crash": the transfer is made, its webhook stored, never delivered
      const before = await buildApp({ config: config('off'), database, logger: false });
      await before.ready();
      const { provider } = before.deps.payments;
      const { recipientCode } = await provider.createRecipient({ name: 'ADA', ...GOOD_ACCOUNT });
      await provider.initiateTransfer({ amountKobo: 100_000n, recipientCode, reference: 'WDR-RESTART-1', reason: 'r' });
      await before.close();
      const [pending] = await database.db.select().from(sandboxWebhooks);
      expect(pending.deliveredAt).toBeNull();

      // after the restart
      const after = await buildApp({ config: config('inject'), database, logger: false });
      const events: DispatchedPaymentEvent[] = [];
      after.deps.payments.onPaymentEvent('transfer.success', async (_tx, event) => void events.push(event));
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
