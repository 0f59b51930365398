// A target's checkout whose webhook came before the member's request: the charge names its target (its subject), so
// the webhook pays the target; only a target that ended or filled up meanwhile sends the money to the wallet. The
// request's reply says where it went.
import { eq } from 'drizzle-orm';
import { savingsPlans } from '../../src/db/schema';
import { MEMBER_ACCOUNT_KIND, targetSavingsAccountKind } from '../../src/ledger';
import { eventsFor, payWithCard, waitFor } from '../payments/helpers';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, startCharge } from '../wallet/support/money';
import { insertTarget, kobo, saver } from './support/savings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox', SANDBOX_WEBHOOK_DELIVERY: 'inject' });
});
afterAll(() => t.close());

async function paidBeforeTheRequest(ada: Awaited<ReturnType<typeof saver>>, targetId: number, amount: string, meanwhile?: () => Promise<unknown>) {
  const charge = await startCharge(t, ada, { purpose: 'target_savings', amount, id: targetId });
  await meanwhile?.();
  await payWithCard(t, charge.reference, '4084 0840 8408 4081');
  await waitFor(async () => (await eventsFor(t, charge.reference)).find((e) => e.type === 'charge.success' && e.processedAt));
  const body = { id: targetId, payment_method: 'Paystack', paystack_id: charge.reference, card_id: '', save_card: false };
  return call(t, ada, 'POST', `/api/targets/add_funds/${targetId}`, body, { key: true });
}

it('gives the money to the target the charge names, and answers as paid', async () => {
  const ada = await saver(t);
  const target = await insertTarget(t, ada.id, { balanceKobo: 10_000n });
  const res = await paidBeforeTheRequest(ada, target.id, '700');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ message: '₦700.00 has been added to your target.', amount: '700.00', balance: '800.00', completed: false });
  expect(await kobo(t, ada.id, targetSavingsAccountKind(target.id))).toBe(80_000n);
  expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(0n);
});

it('puts it in the wallet when the target stopped before the webhook came', async () => {
  const ada = await saver(t);
  const target = await insertTarget(t, ada.id, { balanceKobo: 10_000n });
  const res = await paidBeforeTheRequest(ada, target.id, '700', () => t.database.db.update(savingsPlans).set({ status: 'exited' }).where(eq(savingsPlans.id, target.id)));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ message: 'Your payment of ₦700.00 has been added to your wallet: move it to your target from there.', amount: '700.00' });
  expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(70_000n);
});
