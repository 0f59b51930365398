// Races through HTTP on a real PostgreSQL server (PGlite runs one statement at a time and would serialise them away,
// so this file is skipped there): 50 withdrawals against one wallet at once, and 50 copies of one request with one
// Idempotency-Key at once.
// each request from its own address: these test the money, not the password delay (auth/passwordAttempts)
import { fromNewAddress } from '../helpers/clientAddress';
import { and, eq } from 'drizzle-orm';
import { ledgerTransfers, paymentCharges, withdrawals } from '../../src/db/schema';
import { describeOnPostgres, usingPostgres } from '../helpers/testDatabase';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { addCard, balanceOf, call, creditWallet, eventually, latestPin, ledgerCheck, member, newKey, PASSWORD } from '../wallet/support/money';
import { giveBankAccount } from '../helpers/memberRecords';
import { issuePins } from './support/load';


let t: TestApp;
beforeAll(async () => {
  if (usingPostgres) t = await createTestApp({ SANDBOX_TRANSFER_DELAY_MS: 50, RATE_LIMIT_AUTH_PER_MINUTE: 100_000 });
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  if (usingPostgres) await t.close();
});

describeOnPostgres('concurrent money requests (PostgreSQL, through HTTP)', () => {
  it('50 withdrawals of ₦300 against a ₦10,000 wallet at once: exactly 33 succeed, 17 get the 422, never negative', async () => {
    const ada = await member(t);
    await giveBankAccount(t, ada);
    await creditWallet(t, ada, 1_000_000n);
    const pins = await issuePins(t, ada.id, 30_000n, 50);
    const results = await Promise.all(
      pins.map((pin) => call(t, ada, 'POST', '/api/paystackWithdrawalToBank', { password: PASSWORD, amount: '300', withdrawal_pin: pin }, { key: newKey(), headers: fromNewAddress() })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 422);
    expect(ok).toHaveLength(33);
    expect(refused).toHaveLength(17);
    for (const r of refused) expect(r.json()).toEqual({ success: false, message: 'Insufficient balance: your available balance is ₦100.00' });
    expect(await balanceOf(t, ada)).toBe('100.00');
    expect(await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, ada.id))).toHaveLength(33);
    // the refused requests left their PINs unused; the successful ones consumed theirs
    await eventually(async () => (await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, ada.id))).every((w) => w.status === 'confirmed'), 20_000);
    const check = await ledgerCheck(t);
    expect(check).toMatchObject({ ok: true, negative_member_accounts: [], mismatched_accounts: [] });
  });

  it('the same withdrawal 50 times at once with one Idempotency-Key: one withdrawal, the rest replay or wait', async () => {
    const ada = await member(t);
    await giveBankAccount(t, ada);
    await creditWallet(t, ada, 1_000_000n);
    await call(t, ada, 'POST', '/api/verifyPasswordBeforeWithdrawal', { password: PASSWORD, amount: '1000' });
    const pin = await latestPin(t, ada);
    const key = newKey();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call(t, ada, 'POST', '/api/paystackWithdrawalToBank', { password: PASSWORD, amount: '1000', withdrawal_pin: pin }, { key, headers: fromNewAddress() })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.json().withdrawal.id)).size).toBe(1);
    expect(ok.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe('This request is still being processed, please wait');
    expect(await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, ada.id))).toHaveLength(1);
    expect(await balanceOf(t, ada)).toBe('9000.00');
  });

  it('the same saved-card funding 50 times at once with one Idempotency-Key: one charge, one credit', async () => {
    const ada = await member(t);
    const cardId = await addCard(t, ada);
    const key = newKey();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call(t, ada, 'POST', '/api/save_wallet/store', { amount: '2500', payment_method: 'Paystack', card_id: cardId }, { key })),
    );
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    // a 409 asks the app to try again: on a busy machine the charge can still be settling when the burst is over
    const retried = await eventually(async () => {
      const again = await call(t, ada, 'POST', '/api/save_wallet/store', { amount: '2500', payment_method: 'Paystack', card_id: cardId }, { key });
      return again.statusCode === 200 ? again : null;
    });
    const ok = [...results.filter((r) => r.statusCode === 200), retried];
    expect(new Set(ok.map((r) => r.json().reference)).size).toBe(1);
    const charges = await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.userId, ada.id));
    expect(charges.filter((c) => c.purpose === 'wallet_funding')).toHaveLength(1);
    expect(await t.database.db.select().from(ledgerTransfers).where(and(eq(ledgerTransfers.kind, 'wallet_funding'), eq(ledgerTransfers.userId, ada.id)))).toHaveLength(1);
    expect(await balanceOf(t, ada)).toBe('2600.00');
    expect((await ledgerCheck(t)).ok).toBe(true);
  });
});
