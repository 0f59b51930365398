// Why money-load/sigkill.pglite once found a wallet ₦1,626.80 richer than the completed requests moved (issue 28):
// a saved-card funding charges the card BEFORE its idempotent transaction (payments/takeFromMember.ts). A kill in
// between leaves a paid charge and no stored reply; on the next start the charge.success webhook (or the card-charge
// job) gives the member the money they paid, once. That is the product being right: the crash audit counted only
// requests with a stored 2xx, and now also counts such a charge (its reference comes from the Idempotency-Key).
// This replays that interleaving without a kill: the charge, no request transaction, then the webhook.
import { eq } from 'drizzle-orm';
import { paymentCharges } from '../../src/db/schema';
import { savedCardReference } from '../../src/modules/payments/cardPayment';
import { WALLET_FUNDING } from '../../src/modules/wallet/service';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { expectWalletsAsCompleted } from '../money-load/support/crashAudit';
import type { Sent } from '../money-load/support/crashRun';
import { addCard, balanceOf, eventually, member } from '../wallet/support/money';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a saved-card funding cut between the card charge and its transaction', () => {
  it('is applied once by the charge.success webhook, and the crash audit counts it', async () => {
    const user = await member(t);
    const cardId = await addCard(t, user);
    const before = await balanceOf(t, user);
    const key = 'cut-after-charge-1';
    const kobo = 162_680n;

    // what the request did before the kill: the card charged under the reference its key gives
    const reference = savedCardReference(WALLET_FUNDING, user.id, key);
    const charge = await t.app.deps.payments.chargeSavedCard(t.database.db, { userId: user.id, cardId, amountKobo: kobo, purpose: WALLET_FUNDING, reference, subject: null });
    expect(charge.status).toBe('success');

    // no reply was stored for the key; the sandbox's charge.success webhook applies the paid charge
    await eventually(async () => (await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.reference, reference)))[0]?.appliedAt);
    expect(await balanceOf(t, user)).toBe((Number(before) + 1626.8).toFixed(2));

    const cut: Sent = { member: user.id, kind: 'fund', url: '/save_wallet/store', body: { amount: '1626.80', payment_method: 'Paystack', card_id: cardId }, key, kobo };
    await expectWalletsAsCompleted(t.database.db, [{ id: user.id, email: user.email }], [cut]);
  });
});
