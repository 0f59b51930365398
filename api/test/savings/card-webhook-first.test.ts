// A target's checkout whose webhook came before the member's request: nothing named the target then, so the
// money went to the wallet, and the request's reply says so (and gives the target's unchanged balance).
import { MEMBER_PURPOSE, targetSavingsPurpose } from '../../src/ledger';
import { eventsFor, payWithCard, waitFor } from '../payments/helpers';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, startCharge } from '../wallet/support/money';
import { insertTarget, kobo, saver } from './support/savings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox', SANDBOX_WEBHOOK_DELIVERY: 'inject' });
});
afterAll(() => t.close());

it('answers as paid into the wallet', async () => {
  const ada = await saver(t);
  const target = await insertTarget(t, ada.id, { balanceKobo: 10_000n });
  const charge = await startCharge(t, ada, { purpose: 'target_savings', amount: '700', id: target.id });
  await payWithCard(t, charge.reference, '4084 0840 8408 4081');
  await waitFor(async () => (await eventsFor(t, charge.reference)).find((e) => e.type === 'charge.success' && e.processedAt));
  const body = { id: target.id, payment_method: 'Paystack', paystack_id: charge.reference, card_id: '', save_card: false };
  const res = await call(t, ada, 'POST', `/api/targets/add_funds/${target.id}`, body, { key: true });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ message: 'Your payment of ₦700.00 has been added to your wallet: move it to your target from there.', amount: '700.00', balance: '100.00', completed: false });
  expect(await kobo(t, ada.id, MEMBER_PURPOSE.wallet)).toBe(70_000n);
  expect(await kobo(t, ada.id, targetSavingsPurpose(target.id))).toBe(10_000n);
});
