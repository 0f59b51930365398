// Funding packages by card: a paid checkout (paystack_id) and a saved card (card_id), as the original client sends them.
import { MEMBER_ACCOUNT_KIND, targetSavingsAccountKind } from '../../src/ledger';
import { payWithCard } from '../payments/helpers';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { addCard, call, startCharge } from '../wallet/support/money';
import { GATE_TEXT, insertTarget, kobo, planRow, saver } from './support/savings';

let t: TestApp;
beforeAll(async () => {
  // no webhooks: the request applies each payment (a webhook that wins the race sends a target's money to the wallet,
  // which the reply then says; that race is the payments module's own tests' subject)
  t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox', SANDBOX_WEBHOOK_DELIVERY: 'off' });
});
afterAll(() => t.close());

const byCheckout = (reference: string, extra: Record<string, unknown> = {}) => ({ date_time: '2026-11-23 10:00', payment_method: 'Paystack', paystack_id: reference, card_id: '', save_card: false, ...extra });

it('regular savings from a paid checkout: the charge’s amount goes in, once', async () => {
  const ada = await saver(t);
  const charge = await startCharge(t, ada, { purpose: 'regular_savings', amount: '2500' });
  await payWithCard(t, charge.reference, '4084 0840 8408 4081');
  const res = await call(t, ada, 'POST', '/api/savingsFunds', byCheckout(charge.reference, { amount: '2500' }), { key: true });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ amount: '2500.00', balance: '2500.00', reference: charge.reference });
  const again = await call(t, ada, 'POST', '/api/savingsFunds', byCheckout(charge.reference, { amount: '2500' }), { key: true });
  expect(again.statusCode).toBe(422);
  expect(again.json().message).toBe('This payment has already been used');
  expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.regularSavings)).toBe(250_000n);
});

it('a checkout cannot start for a gated package below the minimum shares', async () => {
  const ada = await saver(t, { sharesKobo: 0n });
  const res = await call(t, ada, 'POST', '/api/payments/charges', { purpose: 'save_to_loan', amount: '100' });
  expect(res.statusCode).toBe(403);
  expect(res.json().message).toBe(GATE_TEXT);
});

it('a target from a saved card, completing it', async () => {
  const ada = await saver(t);
  const cardId = await addCard(t, ada);
  const target = await insertTarget(t, ada.id, { targetedKobo: 300_000n, balanceKobo: 100_000n });
  const res = await call(t, ada, 'POST', `/api/targets/add_funds/${target.id}`, { id: target.id, amount: '2000', target_name: 'x', payment_method: 'Debit Card', paystack_id: '', card_id: cardId, save_card: false }, { key: true });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ amount: '2000.00', balance: '0.00', card_id: cardId, completed: true });
  expect(await kobo(t, ada.id, targetSavingsAccountKind(target.id))).toBe(0n);
  expect((await planRow(t, target.id)).status).toBe('completed');
  // the ₦100 card verification charge, then the completed target's ₦3,000
  expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(10_000n + 300_000n);
});

it('a target checkout names its target; another member’s target is refused before any charge', async () => {
  const ada = await saver(t);
  const bola = await saver(t);
  const hers = await insertTarget(t, bola.id);
  const refused = await call(t, ada, 'POST', '/api/payments/charges', { purpose: 'target_savings', amount: '100', id: hers.id });
  expect(refused.statusCode).toBe(404);
  const mine = await insertTarget(t, ada.id);
  const charge = await startCharge(t, ada, { purpose: 'target_savings', amount: '700', id: mine.id });
  await payWithCard(t, charge.reference, '4084 0840 8408 4081');
  const res = await call(t, ada, 'POST', `/api/targets/add_funds/${mine.id}`, byCheckout(charge.reference, { id: mine.id }), { key: true });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ amount: '700.00', balance: '700.00', completed: false });
});
