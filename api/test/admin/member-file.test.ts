// GET admin/members/{id}, a member's file (issue 25): every balance, loans with days overdue, guarantees given,
// orders, investments, cards, sign-ins, the withdrawal lock and the audit rows about them; each money figure equal to
// what the member's own API answers at the same moment; nothing secret (full account number, card authorization).
import { eq } from 'drizzle-orm';
import { auditLog, LOAN_STATUS, loanGuarantors, loanInstalments, paymentCards, pinLocks, users } from '../../src/db/schema';
import { MEMBER_ACCOUNT_KIND } from '../../src/ledger';
import { lagosDate } from '../../src/time/lagos';
import { GOOD_BANK_ACCOUNT, giveBankAccount } from '../helpers/memberRecords';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { disburse, insertLoan, pledgeTo } from '../loans/support/loans';
import { credit, insertTarget, saver } from '../savings/support/savings';

let t: TestApp;
let sa: TestUser;
let admin: TestUser;
let member: TestUser;
let borrower: TestUser;
let overdueLoanId: number;
let guaranteedLoanId: number;

const get = (url: string, who: TestUser) => t.app.inject({ url, headers: who.headers });
const DAY_MS = 86_400_000;
const LOCKED_AT = new Date('2026-04-02T09:30:00Z');

beforeAll(async () => {
  t = await createTestApp();
  sa = await createUser(t, { role: 'SA' });
  admin = await createUser(t, { role: 'ADMIN' });
  member = await saver(t, { walletKobo: 1_200_000n, regularKobo: 300_000n, saveToLoanKobo: 200_000n });
  borrower = await saver(t);
  await insertTarget(t, member.id, { name: 'School fees', balanceKobo: 150_000n });
  await insertTarget(t, member.id, { name: 'Old phone', status: 'completed' });
  await giveBankAccount(t, member);

  // their own loan, disbursed, the first instalment three days overdue
  const loan = await insertLoan(t, { userId: member.id, amountKobo: 400_000n, status: LOAN_STATUS.approved, approvedBy: admin.id });
  await disburse(t, loan.id, sa.id);
  const [first] = await t.database.db.select().from(loanInstalments).where(eq(loanInstalments.loanId, loan.id)).orderBy(loanInstalments.seq).limit(1);
  await t.database.db.update(loanInstalments).set({ dueDate: lagosDate(new Date(t.clock.now.getTime() - 3 * DAY_MS)) }).where(eq(loanInstalments.id, first.id));
  overdueLoanId = loan.id;

  // a guarantee they gave to another member's loan, holding part of their savings
  const guaranteed = await insertLoan(t, { userId: borrower.id, amountKobo: 250_000n });
  await t.database.db.insert(loanGuarantors).values({ loanId: guaranteed.id, userId: member.id, guaranteedKobo: 100_000n, status: 1 });
  await pledgeTo(t, guaranteed, member.id, 100_000n);
  guaranteedLoanId = guaranteed.id;

  await t.database.db.insert(paymentCards).values({
    userId: member.id, provider: 'sandbox', authorizationCode: 'AUTH_secret_code', signature: 'SIG_member_file', customerEmail: member.email,
    bin: '408408', last4: '4081', bank: 'Test Bank', brand: 'visa', expMonth: '12', expYear: '2030', reusable: true,
  });
  await t.database.db.insert(pinLocks).values({ userId: member.id, lockedAt: LOCKED_AT });
  await t.database.db.insert(auditLog).values({ actorId: admin.id, actorRole: 'ADMIN', action: 'members.note', outcome: 'done', subjectType: 'user', subjectId: String(member.id), subjectUserId: member.id, detail: 'Called about the overdue loan' });
});
afterAll(() => t.close());

describe('GET admin/members/{id}: the file', () => {
  it('shows the balances, shareholding, loans, guarantees, cards, sign-ins, lock and audit rows', async () => {
    const res = await get(`/api/admin/members/${member.id}`, admin);
    expect(res.statusCode).toBe(200);
    const file = res.json().member;
    expect(file).toMatchObject({
      id: member.id,
      suspended: false,
      suspended_at: null,
      suspended_by: null,
      suspension_reason: null,
      yours: false,
      bank_account: { bank_name: GOOD_BANK_ACCOUNT.bankName, account_name: GOOD_BANK_ACCOUNT.accountName, account_no: '******6784', review_status: 'approved' },
      shareholding: { balance: '5000.00', minimum: '5000.00', minimum_met: true, shortfall: '0.00' },
      withdrawals_locked: true,
      withdrawals_locked_at: LOCKED_AT.toISOString(),
      cards: [{ id: expect.any(Number), brand: 'visa', last4: '4081' }],
    });
    // wallet: 12,000 funded + the 4,000 loan
    expect(file.balances).toEqual({
      wallet: '16000.00',
      shares: '5000.00',
      regular: '3000.00',
      save_to_loan: '2000.00',
      targets: [
        { id: expect.any(Number), name: 'Old phone', status: 'completed', balance: '0.00' },
        { id: expect.any(Number), name: 'School fees', status: 'active', balance: '1500.00' },
      ],
      savings_total: '6500.00',
      under_lien: '1000.00',
      guarantable: '4000.00',
    });
    expect(file.loans).toEqual([
      { id: overdueLoanId, kind: 'individual', amount: '4000.00', outstanding: '4000.00', status: LOAN_STATUS.disbursed, days_overdue: 3, created_at: expect.any(String) },
    ]);
    expect(file.guarantees).toEqual([
      { loan_id: guaranteedLoanId, borrower: { id: borrower.id, name: expect.any(String), email: borrower.email }, guaranteed: '1000.00', held: '1000.00', status: 1, loan_status: LOAN_STATUS.pending },
    ]);
    expect(file.orders).toEqual([]);
    expect(file.investments).toEqual([]);
    expect(file.sign_ins).toEqual([{ at: expect.any(String), user_agent: null, active: true }]);
    expect(file.audit).toEqual([expect.objectContaining({ action: 'members.note', detail: 'Called about the overdue loan', actor: expect.objectContaining({ id: admin.id }) })]);
  });

  it('never sends the full account number or the card’s secrets', async () => {
    const body = (await get(`/api/admin/members/${member.id}`, admin)).body;
    expect(body).not.toContain(GOOD_BANK_ACCOUNT.accountNo);
    expect(body).not.toContain('AUTH_secret_code');
    expect(body).not.toContain('SIG_member_file');
    expect(body).not.toContain('408408');
  });

  it('equals what the member’s own API answers at the same moment', async () => {
    // more money moves first, so the figures compared are not only the fixtures'
    await credit(t, member.id, MEMBER_ACCOUNT_KIND.wallet, 12_345n);
    await credit(t, member.id, MEMBER_ACCOUNT_KIND.regularSavings, 678n);
    const file = (await get(`/api/admin/members/${member.id}`, sa)).json().member;
    const own = async (url: string) => (await get(url, member)).json();

    expect(file.balances.wallet).toBe((await own('/api/show_wallet_balance')).balance);
    const shares = await own('/api/share_holding');
    expect(file.shareholding).toEqual({ balance: shares.balance, minimum: shares.minimum, minimum_met: shares.minimum_met, shortfall: shares.shortfall });
    expect(file.balances.shares).toBe(shares.balance);
    const savings = await own('/api/savingsBalance');
    expect(file.balances.regular).toBe(savings.balance);
    expect(file.balances.guarantable).toBe(savings.available);
    const pledgeable = await own('/api/loan_owner_savings_balance');
    expect([file.balances.regular, file.balances.save_to_loan, file.balances.under_lien, file.balances.guarantable]).toEqual([
      pledgeable.regular, pledgeable.save_to_loan, pledgeable.pledged, pledgeable.balance,
    ]);
    const [total, regular, targets] = await own('/api/total_balances_for_all_savings_packages');
    expect(file.balances.savings_total).toBe(total);
    expect(file.balances.regular).toBe(regular);
    const activeTargets = file.balances.targets.filter((x: { status: string }) => x.status === 'active');
    expect(activeTargets.reduce((sum: number, x: { balance: string }) => sum + Math.round(Number(x.balance) * 100), 0)).toBe(Math.round(Number(targets) * 100));
    for (const target of (await own('/api/targets')).data as Array<{ id: number; target_balance: string; status: string }>) {
      if (target.status === 'active') expect(file.balances.targets.find((x: { id: number }) => x.id === target.id).balance).toBe(target.target_balance);
    }
    const myLoans = (await own('/api/loan/view_loan')) as Array<{ loan_id: number; outstanding: string; days_overdue: number; loan_status: number }>;
    expect(myLoans.length).toBeGreaterThan(0);
    for (const mine of myLoans) {
      const inFile = file.loans.find((l: { id: number }) => l.id === mine.loan_id);
      expect({ outstanding: inFile.outstanding, days_overdue: inFile.days_overdue, status: inFile.status }).toEqual({
        outstanding: mine.outstanding, days_overdue: mine.days_overdue, status: mine.loan_status,
      });
    }
  });

  it('marks an administrator’s own file as yours', async () => {
    expect((await get(`/api/admin/members/${admin.id}`, admin)).json().member.yours).toBe(true);
    expect((await get(`/api/admin/members/${admin.id}`, sa)).json().member.yours).toBe(false);
  });

  it('shows a suspension with who suspended and why', async () => {
    const at = new Date('2026-05-01T08:00:00Z');
    await t.database.db.update(users).set({ suspendedAt: at, suspendedBy: sa.id, suspensionReason: 'Card fraud reported' }).where(eq(users.id, borrower.id));
    const file = (await get(`/api/admin/members/${borrower.id}`, admin)).json().member;
    expect(file).toMatchObject({ suspended: true, suspended_at: at.toISOString(), suspended_by: { id: sa.id, email: sa.email }, suspension_reason: 'Card fraud reported' });
    const list = (await get(`/api/admin/members?suspended=true&limit=100`, admin)).json();
    expect(list.data.find((m: { id: number }) => m.id === borrower.id)).toMatchObject({ suspended: true });
    expect(list.data.find((m: { id: number }) => m.id === member.id)).toBeUndefined();
  });
});
