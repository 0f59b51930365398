// Races on a real PostgreSQL server (PGlite runs one statement at a time, so this file is skipped there): a guarantor
// accepting many loans at once while withdrawing savings never pledges more than they have; the same repayment sent
// 20 times with one Idempotency-Key moves money once; 20 loanAdd with one key make one loan and take one fee.
import { and, eq, isNull } from 'drizzle-orm';
import { LOAN_STATUS, loanGuarantors, loans, savingsLiens } from '../../src/db/schema';
import { MEMBER_ACCOUNT_KIND } from '../../src/ledger';
import { fromNewAddress } from '../helpers/clientAddress';
import { describeOnPostgres, usingPostgres } from '../helpers/testDatabase';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { admin, call, ledgerCheck, newKey } from '../wallet/support/money';
import { kobo, saver } from '../savings/support/savings';
import { dayFromToday, disburse, insertLoan, loanBody } from './support/loans';

let t: TestApp;
beforeAll(async () => {
  if (usingPostgres) t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: 100_000 });
});
afterAll(async () => {
  if (usingPostgres) await t.close();
});

describeOnPostgres('concurrent loans (PostgreSQL, through HTTP)', () => {
  it('a guarantor accepting ten loans while withdrawing savings never pledges more than they have', async () => {
    const guarantor = await saver(t, { regularKobo: 500_000n, saveToLoanKobo: 300_000n });
    const loanIds: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const borrower = await saver(t);
      const loan = await insertLoan(t, { userId: borrower.id, amountKobo: 200_000n, status: LOAN_STATUS.pending });
      await t.database.db.insert(loanGuarantors).values({ loanId: loan.id, userId: guarantor.id, guaranteedKobo: 150_000n });
      loanIds.push(loan.id);
    }
    const post = (url: string, body?: unknown, key?: string) => call(t, guarantor, 'POST', url, body, { key, headers: fromNewAddress() });
    const requests = [
      ...loanIds.map((id) => post(`/api/loanAccepted/Member/${id}`)),
      ...Array.from({ length: 6 }, () => post('/api/save_loan/add_withdrawal', { amount: '500' }, newKey())),
    ];
    const results = await Promise.all(requests);
    for (const r of results) if (r.statusCode >= 500) throw new Error(r.body);
    const accepted = results.slice(0, 10).filter((r) => r.statusCode === 200).length;
    expect(accepted).toBeGreaterThan(0);
    const active = await t.database.db.select().from(savingsLiens).where(and(eq(savingsLiens.userId, guarantor.id), isNull(savingsLiens.releasedAt)));
    const pledged = active.reduce((s, l) => s + l.amountKobo - l.releasedKobo, 0n);
    expect(pledged).toBe(BigInt(accepted) * 150_000n);
    const savings = (await kobo(t, guarantor.id, MEMBER_ACCOUNT_KIND.regularSavings)) + (await kobo(t, guarantor.id, MEMBER_ACCOUNT_KIND.saveToLoan));
    expect(savings).toBeGreaterThanOrEqual(pledged);
    expect(await ledgerCheck(t)).toMatchObject({ ok: true, negative_member_accounts: [] });
  }, 60_000);

  it('the same repayment sent 20 times at once with one key moves money once', async () => {
    const boss = await admin(t);
    const borrower = await saver(t);
    const loan = await insertLoan(t, { userId: borrower.id, amountKobo: 1_000_000n, status: LOAN_STATUS.approved, approvedBy: boss.id });
    await disburse(t, loan.id, boss.id);
    const key = newKey();
    const body = { id: loan.id, payment_method: 'Wallet', repayment_amount: '2500', paystack_id: '', card_id: '' };
    const results = await Promise.all(Array.from({ length: 20 }, () => call(t, borrower, 'POST', `/api/loanRepaymentsAdd/${loan.id}`, body, { key })));
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    expect(await kobo(t, borrower.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(1_000_000n - 250_000n);
    expect((await call(t, borrower, 'GET', `/api/loanBalance/${loan.id}`)).json().balance).toBe('7500.00');
    expect(await ledgerCheck(t)).toMatchObject({ ok: true });
  }, 60_000);

  it('20 loanAdd at once with one key: one loan, one fee', async () => {
    const ada = await saver(t, { walletKobo: 500_000n, regularKobo: 10_000_000n });
    const key = newKey();
    const body = loanBody({ amount: '5000', start: dayFromToday(t, 1) });
    const results = await Promise.all(Array.from({ length: 20 }, () => call(t, ada, 'POST', '/api/loanAdd', body, { key })));
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    expect(await t.database.db.select().from(loans).where(eq(loans.userId, ada.id))).toHaveLength(1);
    expect(await kobo(t, ada.id, MEMBER_ACCOUNT_KIND.wallet)).toBe(400_000n);
    expect(await ledgerCheck(t)).toMatchObject({ ok: true });
  }, 60_000);
});
