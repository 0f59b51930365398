// The payments service other modules call, on the sandbox: starting, confirming and charging saved cards.
// Confirmation always asks the provider; a client's word never makes a charge succeed.
import { eq } from 'drizzle-orm';
import { sandboxCharges } from '../../src/db/schema';
import type { PaymentsService } from '../../src/modules/payments/service';
import type { TestApp } from '../helpers/testApp';
import { createUser } from '../helpers/users';
import { DECLINED_CARD, SUCCESS_CARD, chargeRow, eventsFor, payWithCard, startCharge, waitFor } from './helpers';
import { createTestApp } from '../helpers/testApp';

describe('payments service on the sandbox', () => {
  let t: TestApp;
  let payments: PaymentsService;
  beforeAll(async () => {
    t = await createTestApp();
    payments = t.app.deps.payments;
  });
  afterAll(() => t.close());

  it('leaves an unpaid charge pending, and never marks a declined one successful', async () => {
    const member = await createUser(t);
    const { reference } = await startCharge(t, member);
    expect((await payments.confirmCharge(t.database.db, reference, member.id)).status).toBe('initialized');
    await payWithCard(t, reference, DECLINED_CARD);
    expect((await payments.confirmCharge(t.database.db, reference, member.id)).status).toBe('failed');
    // a failed charge stays failed even if something later claims otherwise
    await t.database.db.update(sandboxCharges).set({ status: 'success' }).where(eq(sandboxCharges.reference, reference));
    expect((await payments.confirmCharge(t.database.db, reference, member.id)).status).toBe('failed');
  });

  it("answers 404 for another member's reference", async () => {
    const ada = await createUser(t);
    const eve = await createUser(t);
    const { reference } = await startCharge(t, ada);
    await payWithCard(t, reference, SUCCESS_CARD);
    await expect(payments.confirmCharge(t.database.db, reference, eve.id)).rejects.toMatchObject({ statusCode: 404, message: 'Payment not found' });
  });

  it('fails a charge whose paid amount is not what we asked for', async () => {
    const member = await createUser(t);
    const { reference, totalKobo } = await startCharge(t, member, { amountKobo: 1_000_000n });
    // the provider ends up charging a different amount than our charge's total
    await t.database.db.update(sandboxCharges).set({ amountKobo: 100n }).where(eq(sandboxCharges.reference, reference));
    await payWithCard(t, reference, SUCCESS_CARD);
    const charge = await payments.confirmCharge(t.database.db, reference, member.id);
    expect(charge.status).toBe('failed');
    expect(charge.failureReason).toBe(`Amount mismatch: the provider reported NGN 1.00, expected NGN 10250.00`);
    expect(totalKobo).toBe(1_025_000n);
  });

  it('exists only if the caller’s transaction commits', async () => {
    const member = await createUser(t);
    let reference = '';
    await expect(
      t.database.db.transaction(async (tx) => {
        ({ reference } = await payments.startCardCharge(tx, { userId: member.id, email: member.email, purpose: 'wallet_funding', amountKobo: 10_000n, callbackPath: '/wallet' }));
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('the caller changed its mind');
    expect(reference).not.toBe('');
    expect(await chargeRow(t, reference)).toBeUndefined();
    expect(await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference))).toEqual([]);
  });

  it('refuses a zero amount and a callback outside the app', async () => {
    const member = await createUser(t);
    await expect(startCharge(t, member, { amountKobo: 0n })).rejects.toMatchObject({ statusCode: 422 });
    await expect(startCharge(t, member, { callbackPath: '//evil.example/x' })).rejects.toThrow('callbackPath');
    await expect(startCharge(t, member, { callbackPath: 'https://evil.example/x' })).rejects.toThrow('callbackPath');
  });

  it('charges a saved sandbox card (amount + fee) and lets the value be applied once', async () => {
    const member = await createUser(t);
    const { reference: saving } = await startCharge(t, member, { saveCard: true, amountKobo: 10_000n, purpose: 'card_verification' });
    await payWithCard(t, saving, SUCCESS_CARD);
    const { cardId } = await payments.confirmCharge(t.database.db, saving, member.id);

    // a purpose no module registers, so nothing applies it on its own (the savings and wallet modules apply theirs from the webhook)
    const charge = await payments.chargeSavedCard(t.database.db, { userId: member.id, cardId: cardId!, amountKobo: 300_000n, purpose: 'unapplied_test_purpose' });
    expect(charge).toMatchObject({ status: 'success', channel: 'saved_card', cardId, amountKobo: 300_000n, feeKobo: 14_500n, totalKobo: 314_500n, userId: member.id });
    const [providerSide] = await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, charge.reference));
    expect(providerSide.amountKobo).toBe(314_500n);

    // the sandbox reports it by webhook too, like Paystack
    await waitFor(async () => (await eventsFor(t, charge.reference)).find((e) => e.type === 'charge.success' && e.processedAt));

    expect(await payments.markChargeApplied(t.database.db, charge.reference)).toBe(true);
    expect(await payments.markChargeApplied(t.database.db, charge.reference)).toBe(false);
    expect((await chargeRow(t, charge.reference)).appliedAt).toBeInstanceOf(Date);
  });

  it('does not charge twice for the same reference', async () => {
    const member = await createUser(t);
    const { reference: saving } = await startCharge(t, member, { saveCard: true });
    await payWithCard(t, saving, SUCCESS_CARD);
    const { cardId } = await payments.confirmCharge(t.database.db, saving, member.id);
    const reference = `FIN-07-${member.id}-IDEMPOTENT`;
    const first = await payments.chargeSavedCard(t.database.db, { userId: member.id, cardId: cardId!, amountKobo: 50_000n, purpose: 'wallet_funding', reference });
    const second = await payments.chargeSavedCard(t.database.db, { userId: member.id, cardId: cardId!, amountKobo: 50_000n, purpose: 'wallet_funding', reference });
    expect(second.id).toBe(first.id);
    expect(await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference))).toHaveLength(1);
    const other = await createUser(t);
    const { reference: otherSaving } = await startCharge(t, other, { saveCard: true });
    await payWithCard(t, otherSaving, SUCCESS_CARD);
    const { cardId: otherCard } = await payments.confirmCharge(t.database.db, otherSaving, other.id);
    await expect(
      payments.chargeSavedCard(t.database.db, { userId: other.id, cardId: otherCard!, amountKobo: 50_000n, purpose: 'wallet_funding', reference }),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it("refuses another member's card and a removed card", async () => {
    const ada = await createUser(t);
    const eve = await createUser(t);
    const { reference } = await startCharge(t, ada, { saveCard: true });
    await payWithCard(t, reference, SUCCESS_CARD);
    const { cardId } = await payments.confirmCharge(t.database.db, reference, ada.id);
    await expect(payments.chargeSavedCard(t.database.db, { userId: eve.id, cardId: cardId!, amountKobo: 10_000n, purpose: 'wallet_funding' })).rejects.toMatchObject({
      statusCode: 404,
      message: 'Card not found',
    });
    await expect(payments.deleteCard(t.database.db, eve.id, cardId!)).rejects.toMatchObject({ statusCode: 404 });
    await payments.deleteCard(t.database.db, ada.id, cardId!);
    await expect(payments.chargeSavedCard(t.database.db, { userId: ada.id, cardId: cardId!, amountKobo: 10_000n, purpose: 'wallet_funding' })).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

