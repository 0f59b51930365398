// Sandbox transfers settle through signed webhooks the API sends to itself (in-process delivery here).
import { ProviderError } from '../../src/rails/provider';
import { SANDBOX_FAILING_ACCOUNT } from '../../src/rails/sandbox/cards';
import type { TestApp } from '../helpers/testApp';
import { GOOD_ACCOUNT, collectEvents, sendTransfer, waitFor } from './helpers';
import { createTestApp } from '../helpers/testApp';

describe('sandbox transfers, delivered in-process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_TRANSFER_DELAY_MS: 150 });
  });
  afterAll(() => t.close());

  it('is pending, then succeeds and our transfer.success handler runs', async () => {
    const { events, off } = collectEvents(t.app, 'transfer.success', 'transfer.failed');
    try {
      const transfer = await sendTransfer(t.app, GOOD_ACCOUNT, 'WDR-IN-1');
      expect(transfer).toEqual({ status: 'pending', transferCode: expect.stringMatching(/^TRF_/) });
      const { provider } = t.app.deps.payments;
      expect(await provider.verifyTransfer('WDR-IN-1')).toEqual({ status: 'pending' });
      await waitFor(async () => events.length > 0);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ type: 'transfer.success', reference: 'WDR-IN-1', transferStatus: 'success', data: { amount: 1500000, status: 'success', transfer_code: transfer.transferCode } });
      expect(await provider.verifyTransfer('WDR-IN-1')).toEqual({ status: 'success' });
    } finally {
      off();
    }
  });

  it('always fails for the documented failing account', async () => {
    const { events, off } = collectEvents(t.app, 'transfer.success', 'transfer.failed');
    try {
      await sendTransfer(t.app, SANDBOX_FAILING_ACCOUNT, 'WDR-IN-FAIL');
      await waitFor(async () => events.length > 0);
      expect(events.map((e) => [e.type, e.reference, e.transferStatus])).toEqual([['transfer.failed', 'WDR-IN-FAIL', 'failed']]);
      expect(await t.app.deps.payments.provider.verifyTransfer('WDR-IN-FAIL')).toEqual({ status: 'failed' });
    } finally {
      off();
    }
  });

  it('refuses a reused reference, an unknown recipient and an unknown transfer, conclusively', async () => {
    const { provider } = t.app.deps.payments;
    await sendTransfer(t.app, GOOD_ACCOUNT, 'WDR-IN-DUP');
    await expect(sendTransfer(t.app, GOOD_ACCOUNT, 'WDR-IN-DUP')).rejects.toMatchObject({ conclusive: true });
    await expect(provider.initiateTransfer({ amountKobo: 100n, recipientCode: 'RCP_nobody', reference: 'WDR-IN-X', reason: 'r' })).rejects.toBeInstanceOf(ProviderError);
    await expect(provider.verifyTransfer('WDR-NEVER')).rejects.toMatchObject({ conclusive: true, code: 'not_found' });
    await expect(provider.createRecipient({ name: 'x', accountNumber: '0123456789', bankCode: '044' })).rejects.toMatchObject({ conclusive: true });
  });
});
