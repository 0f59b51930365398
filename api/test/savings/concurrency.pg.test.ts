// Races through HTTP on a real PostgreSQL server (PGlite runs one statement at a time, so this file is skipped
// there): one member's money moving at once between the wallet, regular savings, a target and save-to-loan, with a
// lien in place and more liens placed meanwhile. No balance goes below zero, the liens stay covered by regular +
// save-to-loan, no money appears or vanishes, and the ledger check is clean.
import { and, eq, isNull } from 'drizzle-orm';
import { savingsLiens, withdrawalPins } from '../../src/db/schema';
import { MEMBER_ACCOUNT_KIND, targetSavingsAccountKind, withMoneyTransaction } from '../../src/ledger';
import { placeLien } from '../../src/modules/savings';
import { formatKobo } from '../../src/money/money';
import { PIN_TTL_MS, walletTarget } from '../../src/modules/pins';
import { hashPin } from '../../src/modules/pins/code';
import { memberAccount } from '../../src/ledger';
import { fromNewAddress } from '../helpers/clientAddress';
import { describeOnPostgres, usingPostgres } from '../helpers/testDatabase';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, ledgerCheck, newKey, PASSWORD } from '../wallet/support/money';
import { fromWallet, insertSaveToLoanPlan, insertTarget, kobo, pledge, saver } from './support/savings';

let t: TestApp;
beforeAll(async () => {
  if (usingPostgres) t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: 100_000 });
});
afterAll(async () => {
  if (usingPostgres) await t.close();
});

/** live savings-withdrawal PINs (the route keeps one live PIN per member; a race needs many) */
async function savingsPins(userId: number, amountKobo: bigint, count: number): Promise<string[]> {
  const pins = Array.from({ length: count }, (_, i) => String(200_000 + i));
  const target = walletTarget(await memberAccount(t.database.db, userId, MEMBER_ACCOUNT_KIND.wallet));
  const now = t.clock.now;
  await t.database.db
    .insert(withdrawalPins)
    .values(pins.map((pin) => ({ userId, purpose: 'savings_withdrawal', target, pinHash: hashPin(pin), amountKobo, createdAt: now, expiresAt: new Date(now.getTime() + PIN_TTL_MS) })));
  return pins;
}

describeOnPostgres('concurrent savings money (PostgreSQL, through HTTP)', () => {
  it('funds, withdrawals, an exit and new liens at once never break a balance or a lien', async () => {
    const ada = await saver(t, { walletKobo: 300_000n, regularKobo: 200_000n, saveToLoanKobo: 200_000n });
    const target = await insertTarget(t, ada.id, { targetedKobo: 100_000_000n, balanceKobo: 100_000n });
    await pledge(t, ada.id, 300_000n, 'loan:first');
    const accounts = [MEMBER_ACCOUNT_KIND.wallet, MEMBER_ACCOUNT_KIND.regularSavings, MEMBER_ACCOUNT_KIND.saveToLoan, targetSavingsAccountKind(target.id)];
    const total = async () => (await Promise.all(accounts.map((p) => kobo(t, ada.id, p)))).reduce((a, b) => a + b, 0n);
    const before = await total();
    const pins = await savingsPins(ada.id, 30_000n, 8);

    const post = (url: string, body: unknown) => call(t, ada, 'POST', url, body, { key: newKey(), headers: fromNewAddress() });
    const requests: Array<Promise<{ statusCode: number; body: string }>> = [];
    for (let i = 0; i < 8; i += 1) {
      requests.push(post('/api/savingsFunds', fromWallet('150')));
      requests.push(post(`/api/targets/add_funds/${target.id}`, fromWallet('150')));
      requests.push(post('/api/save_loan/add_funds', fromWallet('150')));
      requests.push(post('/api/save_loan/add_withdrawal', { amount: '300' }));
      requests.push(post(`/api/targets/add_withdrawal/${target.id}`, { amount: '200' }));
      requests.push(post('/api/savingsWithdrawal', { password: PASSWORD, amount: '300', withdrawal_pin: pins[i] }));
    }
    const plan = await insertSaveToLoanPlan(t, ada.id);
    requests.splice(20, 0, post(`/api/saveLoanExit/${plan.id}`, undefined));
    const liens = Array.from({ length: 4 }, (_, i) =>
      withMoneyTransaction(t.database.db, (tx) => placeLien(tx, { userId: ada.id, amountKobo: 40_000n, reason: 'guarantee', reference: `loan:race-${i}`, now: new Date() })).then(
        () => 'placed',
        (error: { statusCode?: number }) => (error.statusCode === 422 ? 'refused' : Promise.reject(error)),
      ),
    );
    const [results, lienOutcomes] = await Promise.all([Promise.all(requests), Promise.all(liens)]);

    for (const r of results) if (r.statusCode >= 500) throw new Error(r.body);
    for (const r of results) expect([200, 422]).toContain(r.statusCode);
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThan(0);
    for (const r of results.filter((x) => x.statusCode === 422)) expect(JSON.parse(r.body).message).toMatch(/Insufficient balance|pledged to (a loan|loans)/);
    expect(lienOutcomes.every((o) => o === 'placed' || o === 'refused')).toBe(true);

    for (const purpose of accounts) expect(await kobo(t, ada.id, purpose)).toBeGreaterThanOrEqual(0n);
    const active = await t.database.db.select().from(savingsLiens).where(and(eq(savingsLiens.userId, ada.id), isNull(savingsLiens.releasedAt)));
    const pledged = active.reduce((sum, l) => sum + l.amountKobo, 0n);
    expect(pledged).toBeGreaterThanOrEqual(300_000n);
    expect((await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.regularSavings)) + (await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.saveToLoan))).toBeGreaterThanOrEqual(pledged);
    expect(await total()).toBe(before);

    // taking the whole save-to-loan balance out afterwards still respects the liens
    const takeAll = await post('/api/save_loan/add_withdrawal', { amount: formatKobo(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.saveToLoan)) });
    expect([200, 422]).toContain(takeAll.statusCode);
    expect((await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.regularSavings)) + (await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.saveToLoan))).toBeGreaterThanOrEqual(pledged);

    expect(await ledgerCheck(t)).toMatchObject({ ok: true, negative_member_accounts: [], mismatched_accounts: [] });
  }, 60_000);

  it('the same target exit 20 times at once with one key: one payout', async () => {
    const ada = await saver(t);
    const target = await insertTarget(t, ada.id, { balanceKobo: 77_700n });
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 20 }, () => call(t, ada, 'POST', `/api/targetsExit/${target.id}`, undefined, { key })));
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(77_700n);
    expect(await kobo(t, ada.id, targetSavingsAccountKind(target.id))).toBe(0n);
    expect(await ledgerCheck(t)).toMatchObject({ ok: true });
  }, 60_000);
});
