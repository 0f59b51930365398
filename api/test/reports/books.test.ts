// The books from the ledger (issue 25): after a randomized money run through the areas' own services the trial
// balance balances and each of its lines is the ledger's Σ postings to the kobo; a past day's is today's less the
// postings since; the position and the monthly report read the same figures; members are refused, bad dates are 422, as every other bad query.
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, memberAccount, societyAccount } from '../../src/ledger';
import { FUTURE_DATE, shiftDate } from '../../src/modules/reports/asOf';
import { lagosDate } from '../../src/time/lagos';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { backdatedTransfer } from './support/backdated';
import { get, kobo, ledgerLines } from './support/books';
import { randomMoneyRun, type MoneyRun } from './support/moneyRun';
import { startOfLagosDate } from '../../src/modules/transactions';

const DAY = 24 * 3600_000;
const SEED = Number(process.env.REPORTS_SEED ?? Date.now() % 1_000_000);

let t: TestApp;
let admin: TestUser;
let run: MoneyRun;
const earlierKobo = { tenDaysAgo: 12_345_67n, threeDaysAgo: 2_000_00n };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN' });
  const checker = await createUser(t, { role: 'SA' });
  // money that came in ten and three days ago, written before anything else touches these accounts
  const early = await createUser(t, { memberStatus: true });
  const db = t.database.db;
  const wallet = await memberAccount(db, early.id, MEMBER_ACCOUNT_KIND.wallet);
  const clearing = await societyAccount(db, SOCIETY_ACCOUNT_KIND.providerClearing);
  await backdatedTransfer(db, [{ accountId: clearing, amount: -earlierKobo.tenDaysAgo }, { accountId: wallet, amount: earlierKobo.tenDaysAgo }], new Date(Date.now() - 10 * DAY));
  await backdatedTransfer(db, [{ accountId: clearing, amount: -earlierKobo.threeDaysAgo }, { accountId: wallet, amount: earlierKobo.threeDaysAgo }], new Date(Date.now() - 3 * DAY));
  run = await randomMoneyRun(t, admin, checker, SEED);
}, 60_000);
afterAll(() => t.close());

const lineKobo = (line: { debit: string; credit: string }) => kobo(line.credit) - kobo(line.debit);

describe(`the trial balance (seed ${SEED})`, () => {
  it('balances today, and each line is the ledger’s Σ postings to the kobo', async () => {
    const res = await get(t, admin, '/api/admin/reports/trial_balance');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.as_of).toBe(lagosDate(t.clock.now));
    expect(report.source).toBe('maintained_balances');
    expect(report.balanced).toBe(true);
    expect(report.total_debit).toBe(report.total_credit);
    expect(kobo(report.total_debit)).toBeGreaterThan(0n);
    const ledger = await ledgerLines(t.database.db);
    const shown = new Map<string, bigint>(report.lines.map((l: { key: string; debit: string; credit: string }) => [l.key, lineKobo(l)]));
    for (const [key, total] of ledger) expect([key, shown.get(key)]).toEqual([key, total]);
    for (const line of report.lines) {
      // one column only; an empty line is a never-used account
      expect(kobo(line.debit) === 0n || kobo(line.credit) === 0n).toBe(true);
      if (!ledger.has(line.key)) expect(lineKobo(line)).toBe(0n);
    }
    const wallets = report.lines.find((l: { key: string }) => l.key === 'members:wallet');
    expect(wallets).toMatchObject({ kind: 'members', label: 'Members’ wallets' });
    expect(wallets.accounts).toBeGreaterThanOrEqual(run.members.length + 1);
    expect(report.lines.find((l: { key: string }) => l.key === SOCIETY_ACCOUNT_KIND.providerClearing)).toMatchObject({ kind: 'society', accounts: 1, credit: '0.00' });
  });

  it('as of a past day is each account’s balance at the end of it: today’s less the postings since', async () => {
    const asOf = lagosDate(new Date(t.clock.now.getTime() - 5 * DAY));
    const end = startOfLagosDate(shiftDate(asOf, 1));
    const [past, today] = await Promise.all([get(t, admin, `/api/admin/reports/trial_balance?as_of=${asOf}`), get(t, admin, '/api/admin/reports/trial_balance')]);
    expect(past.statusCode).toBe(200);
    const report = past.json();
    expect(report).toMatchObject({ as_of: asOf, source: 'postings_as_of', balanced: true });
    const lines = new Map<string, bigint>(report.lines.map((l: { key: string; debit: string; credit: string }) => [l.key, lineKobo(l)]));
    expect(lines.get('members:wallet')).toBe(earlierKobo.tenDaysAgo);
    expect(lines.get(SOCIETY_ACCOUNT_KIND.providerClearing)).toBe(-earlierKobo.tenDaysAgo);
    expect(kobo(report.total_credit)).toBe(earlierKobo.tenDaysAgo);
    const before = await ledgerLines(t.database.db, { before: end });
    const since = await ledgerLines(t.database.db, { from: end });
    for (const line of today.json().lines as Array<{ key: string; debit: string; credit: string }>) {
      const expected = lineKobo(line) - (since.get(line.key) ?? 0n);
      expect([line.key, lines.get(line.key) ?? 0n]).toEqual([line.key, expected]);
      expect([line.key, expected]).toEqual([line.key, before.get(line.key) ?? 0n]);
    }
  });

  it('comes as CSV with the totals row', async () => {
    const res = await get(t, admin, '/api/admin/reports/trial_balance.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`trial-balance-${lagosDate(t.clock.now)}.csv`);
    const rows = res.body.trim().split('\n');
    expect(rows[0]).toBe('as_of,account,label,kind,accounts,debit,credit');
    const totals = rows[rows.length - 1].split(',');
    const json = (await get(t, admin, '/api/admin/reports/trial_balance')).json();
    expect(totals.slice(-2)).toEqual([json.total_debit, json.total_credit]);
    expect(rows.length).toBe(json.lines.length + 2);
  });
});

describe('the society’s position', () => {
  it('owes members what the trial balance says, is owed the receivables, and took in the fees of the period', async () => {
    const today = lagosDate(t.clock.now);
    const res = await get(t, admin, `/api/admin/reports/position?from=${shiftDate(today, -1)}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    const ledger = await ledgerLines(t.database.db);
    const owes = new Map<string, string>(report.owes_members.lines.map((l: { key: string; amount: string }) => [l.key, l.amount]));
    for (const family of ['wallet', 'regular_savings', 'target_savings', 'save_to_loan', 'shares']) expect(kobo(owes.get(`members:${family}`)!)).toBe(ledger.get(`members:${family}`) ?? 0n);
    const owed = new Map<string, string>(report.owed_to_society.lines.map((l: { key: string; amount: string }) => [l.key, l.amount]));
    expect(kobo(owed.get('members:loan_receivable')!) + kobo(owed.get('members:business_receivable')!)).toBe(-(ledger.get(SOCIETY_ACCOUNT_KIND.loansReceivableContra) ?? 0n));
    expect(kobo(report.cash_with_provider.total)).toBe(-(ledger.get(SOCIETY_ACCOUNT_KIND.providerClearing) ?? 0n));
    const income = new Map<string, string>(report.income.lines.map((l: { key: string; amount: string }) => [l.key, l.amount]));
    expect(kobo(income.get(SOCIETY_ACCOUNT_KIND.loanFormFeeIncome)!)).toBe(run.feesKobo);
    expect(kobo(income.get(SOCIETY_ACCOUNT_KIND.businessMarkupIncome)!)).toBe(ledger.get(SOCIETY_ACCOUNT_KIND.businessMarkupIncome) ?? 0n);
    expect(report.income).toMatchObject({ from: shiftDate(today, -1), to: today });
  });

  it('took in nothing in a period before the money moved', async () => {
    const day = shiftDate(lagosDate(t.clock.now), -20);
    const report = (await get(t, admin, `/api/admin/reports/position?as_of=${day}&from=${shiftDate(day, -5)}`)).json();
    expect(report.income.total).toBe('0.00');
    expect(report.owes_members.total).toBe('0.00');
    expect(report.source).toBe('postings_as_of');
  });

  it('refuses a period that ends before it starts', async () => {
    const today = lagosDate(t.clock.now);
    const res = await get(t, admin, `/api/admin/reports/position?from=${today}&to=${shiftDate(today, -3)}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The start date must be on or before the end date');
  });
});

describe('the monthly movements', () => {
  it('lists the last 12 Lagos months, the current one with this month’s savings, shares and fees', async () => {
    const res = await get(t, admin, '/api/admin/reports/monthly?months=12');
    expect(res.statusCode).toBe(200);
    const { months } = res.json();
    expect(months).toHaveLength(12);
    const current = months[11];
    expect(current.month).toBe(lagosDate(t.clock.now).slice(0, 7));
    const monthStart = startOfLagosDate(`${current.month}-01`);
    const thisMonth = await ledgerLines(t.database.db, { from: monthStart });
    // the run only puts money in (no savings or share withdrawals)
    expect(current.savings_out).toBe('0.00');
    expect(kobo(current.savings_in)).toBe(['regular_savings', 'target_savings', 'save_to_loan'].reduce((sum, f) => sum + (thisMonth.get(`members:${f}`) ?? 0n), 0n));
    expect(kobo(current.shares_in)).toBe(thisMonth.get('members:shares') ?? 0n);
    expect(kobo(current.fee_income)).toBe(run.feesKobo);
    expect(months.every((m: { month: string }, i: number) => i === 0 || m.month > months[i - 1].month)).toBe(true);
    const csv = await get(t, admin, '/api/admin/reports/monthly.csv?months=3');
    expect(csv.body.trim().split('\n')).toHaveLength(4);
  });

  it('refuses a number of months out of range', async () => {
    for (const months of ['0', '25', 'x']) {
      const res = await get(t, admin, `/api/admin/reports/monthly?months=${months}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain('The number of months must be a whole number from 1 to 24');
    }
  });
});

describe('who may read the books, and which days', () => {
  const reports = ['trial_balance', 'position', 'portfolio_at_risk', 'monthly'];

  it('refuses a member (403) and an anonymous caller (401)', async () => {
    const member = await createUser(t, { memberStatus: true });
    for (const name of reports) {
      expect((await get(t, member, `/api/admin/reports/${name}`)).statusCode).toBe(403);
      expect((await get(t, member, `/api/admin/reports/${name}.csv`)).statusCode).toBe(403);
      expect((await get(t, null, `/api/admin/reports/${name}`)).statusCode).toBe(401);
    }
  });

  it('refuses a date after today and a malformed one (422), with a message', async () => {
    const tomorrow = shiftDate(lagosDate(t.clock.now), 1);
    for (const name of ['trial_balance', 'position', 'portfolio_at_risk']) {
      const future = await get(t, admin, `/api/admin/reports/${name}?as_of=${tomorrow}`);
      expect([name, future.statusCode, future.json().message]).toEqual([name, 422, FUTURE_DATE]);
      for (const bad of ['2026-02-30', '31-01-2026', 'yesterday']) {
        const res = await get(t, admin, `/api/admin/reports/${name}?as_of=${bad}`);
        expect([name, bad, res.statusCode]).toEqual([name, bad, 422]);
        expect(res.json().message).toContain('The report date must be a date like 2025-01-31');
      }
    }
    expect((await get(t, admin, `/api/admin/reports/trial_balance.csv?as_of=${tomorrow}`)).statusCode).toBe(422);
  });
});
