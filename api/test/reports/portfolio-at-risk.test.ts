// Portfolio at risk (issue 25): loans and business finance disbursed, partly repaid, then the clock moves on so they
// fall overdue by different lengths. The bands are checked against each loan's receivable and its oldest instalment
// not paid in full, read straight from the tables: they add up to the portfolio, the shares are right, PAR n is
// cumulative; a past day (from the instalments then) agrees; the collections due in the next 7 days are listed.
import { sql } from 'drizzle-orm';
import type { PortfolioAtRiskReply } from '../../src/contract';
import { queryRows, toBigInt } from '../../src/ledger/sql';
import { shiftDate } from '../../src/modules/reports/asOf';
import { PRODUCT_FINANCE_NOTE, shareOf } from '../../src/modules/reports/portfolioAtRisk';
import { lagosDate } from '../../src/time/lagos';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { disburse, insertLoan, repayFromWallet } from '../loans/support/loans';
import { credit } from '../savings/support/savings';
import { get, kobo } from './support/books';

const DAY = 24 * 3600_000;

let t: TestApp;
let admin: TestUser;
let realToday: string;

interface Expected {
  id: number;
  outstanding: bigint;
  oldestDue: string | null;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);
const bandOf = (days: number) => (days <= 1 ? 'current' : days <= 30 ? 'days_2_30' : days <= 60 ? 'days_31_60' : days <= 90 ? 'days_61_90' : 'over_90');

/** every disbursed loan's receivable and oldest open due date, read straight from the tables */
async function activeLoans(): Promise<Expected[]> {
  const rows = await queryRows<{ id: unknown; outstanding: unknown; oldest: string | null }>(
    t.database.db,
    sql`SELECT l.id, coalesce(a.balance, 0)::text AS outstanding,
               (SELECT to_char(min(due_date), 'YYYY-MM-DD') FROM loan_instalments i WHERE i.loan_id = l.id AND i.paid_kobo < i.amount_kobo) AS oldest
        FROM loans l LEFT JOIN ledger_accounts a ON a.owner_user_id = l.user_id AND a.purpose = 'loan_receivable:' || l.id::text
        WHERE l.status = 11`,
  );
  return rows.map((r) => ({ id: Number(r.id), outstanding: toBigInt(r.outstanding), oldestDue: r.oldest }));
}

async function instalmentsOf(loanId: number) {
  return queryRows<{ amount: unknown; due: string }>(t.database.db, sql`SELECT amount_kobo::text AS amount, to_char(due_date, 'YYYY-MM-DD') AS due FROM loan_instalments WHERE loan_id = ${loanId} ORDER BY seq`);
}

beforeAll(async () => {
  t = await createTestApp();
  realToday = lagosDate(t.clock.now);
  const approver = await createUser(t, { role: 'ADMIN' });
  const checker = await createUser(t, { role: 'SA' });
  const newLoan = async (options: { kind?: 'individual' | 'business'; amount: bigint; frequency?: 'Weekly' | 'Monthly'; startDate?: string; repayInstalments?: number; repayKobo?: bigint }) => {
    const borrower = await createUser(t, { memberStatus: true, firstName: 'Ngozi' });
    await credit(t, borrower.id, 'wallet', 10_000_000n);
    const loan = await insertLoan(t, {
      userId: borrower.id,
      amountKobo: options.amount,
      kind: options.kind ?? 'individual',
      totalKobo: options.kind === 'business' ? options.amount + 30_000n : undefined,
      frequency: options.frequency ?? 'Monthly',
      durationMonths: 3,
      startDate: options.startDate ?? shiftDate(realToday, 7),
      status: 1,
      approvedBy: approver.id,
    });
    await disburse(t, loan.id, checker.id);
    const plan = await instalmentsOf(loan.id);
    const repay = (options.repayKobo ?? 0n) + plan.slice(0, options.repayInstalments ?? 0).reduce((sum, i) => sum + toBigInt(i.amount), 0n);
    if (repay > 0n) await repayFromWallet(t, loan.id, repay);
    return loan;
  };
  await newLoan({ amount: 300_000n });
  await newLoan({ amount: 150_000n, repayInstalments: 1 });
  await newLoan({ kind: 'business', amount: 600_000n, repayInstalments: 2 });
  await newLoan({ amount: 240_000n, frequency: 'Weekly', repayInstalments: 5, repayKobo: 1_000n });
  await newLoan({ amount: 90_000n, repayInstalments: 3 }); // repaid in full: no longer in the portfolio
  await newLoan({ amount: 75_000n, startDate: shiftDate(realToday, 180) }); // first due long after the day looked at
  t.clock.advance(100 * DAY);
  // a session of the day the report is read on
  admin = await createUser(t, { role: 'ADMIN' });
}, 60_000);
afterAll(() => t.close());

function check(report: PortfolioAtRiskReply, loans: Expected[], asOf: string) {
  const outstanding = loans.reduce((sum, l) => sum + l.outstanding, 0n);
  expect(kobo(report.outstanding)).toBe(outstanding);
  expect(report.active_loans).toBe(loans.length);
  const banded = loans.map((l) => ({ ...l, days: l.oldestDue ? daysBetween(l.oldestDue, asOf) : 0 })).map((l) => ({ ...l, band: bandOf(l.days) }));
  expect(report.bands.map((b: { key: string }) => b.key)).toEqual(['current', 'days_2_30', 'days_31_60', 'days_61_90', 'over_90']);
  let sum = 0n;
  for (const band of report.bands) {
    const mine = banded.filter((l) => l.band === band.key);
    const amount = mine.reduce((s, l) => s + l.outstanding, 0n);
    expect([band.key, kobo(band.amount), band.loans_count]).toEqual([band.key, amount, mine.length]);
    expect([band.key, band.share]).toEqual([band.key, shareOf(amount, outstanding)]);
    if (band.key !== 'current') {
      expect(band.loans.map((l: { id: number }) => l.id).sort()).toEqual(mine.map((l) => l.id).sort());
      for (const l of band.loans) {
        const expected = mine.find((m) => m.id === l.id)!;
        expect(l).toMatchObject({ days_overdue: expected.days, oldest_unpaid_due_date: expected.oldestDue, link: `/dashboard/loans/${l.id}` });
        expect(kobo(l.outstanding)).toBe(expected.outstanding);
        expect(l.member.name).toMatch(/^Ngozi /);
      }
    }
    sum += kobo(band.amount);
  }
  // the bands add up to the portfolio
  expect(sum).toBe(outstanding);
  for (const p of report.par) {
    const over = banded.filter((l) => l.days > p.more_than_days);
    const amount = over.reduce((s, l) => s + l.outstanding, 0n);
    expect([p.key, kobo(p.amount), p.loans_count, p.share]).toEqual([p.key, amount, over.length, shareOf(amount, outstanding)]);
  }
  return banded;
}

describe('portfolio at risk', () => {
  it('today: bands from the maintained oldest unpaid date that add up to the portfolio, with the right shares', async () => {
    const today = lagosDate(t.clock.now);
    const res = await get(t, admin, '/api/admin/reports/portfolio_at_risk');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ as_of: today, method: 'maintained', product_finance_outstanding: '0.00', product_finance_note: PRODUCT_FINANCE_NOTE });
    const loans = await activeLoans();
    expect(loans).toHaveLength(5);
    const banded = check(report, loans, today);
    // the run spreads the loans over several bands, some overdue
    expect(new Set(banded.map((l) => l.band)).size).toBeGreaterThanOrEqual(3);
    expect(kobo(report.par[0].amount)).toBeGreaterThan(0n);
  });

  it('a past day, computed from the instalments then, agrees with the maintained figure moved back a day', async () => {
    const yesterday = shiftDate(lagosDate(t.clock.now), -1);
    const report = (await get(t, admin, `/api/admin/reports/portfolio_at_risk?as_of=${yesterday}`)).json();
    expect(report).toMatchObject({ as_of: yesterday, method: 'instalments_as_of' });
    check(report, await activeLoans(), yesterday);
  });

  it('on the day the loans were disbursed nothing was overdue, and before it nothing was lent', async () => {
    const report = (await get(t, admin, `/api/admin/reports/portfolio_at_risk?as_of=${realToday}`)).json();
    expect(report.bands[0]).toMatchObject({ key: 'current', share: '100.00', loans_count: 5 });
    expect(report.par.every((p: { amount: string }) => p.amount === '0.00')).toBe(true);
    const before = (await get(t, admin, `/api/admin/reports/portfolio_at_risk?as_of=${shiftDate(realToday, -2)}`)).json();
    expect(before).toMatchObject({ outstanding: '0.00', active_loans: 0 });
    expect(before.bands.every((b: { share: string }) => b.share === '0.00')).toBe(true);
  });

  it('lists the collections due in the next 7 days, by day', async () => {
    const report = (await get(t, admin, `/api/admin/reports/portfolio_at_risk`)).json();
    const today = lagosDate(t.clock.now);
    const due = await queryRows<{ date: string; amount: unknown }>(
      t.database.db,
      sql`SELECT to_char(due_date, 'YYYY-MM-DD') AS date, sum(amount_kobo - paid_kobo)::text AS amount FROM loan_instalments
          WHERE paid_kobo < amount_kobo AND due_date BETWEEN ${today}::date AND ${shiftDate(today, 6)}::date GROUP BY due_date ORDER BY due_date`,
    );
    expect(report.collections_next_7_days.days.map((d: { date: string; amount: string }) => [d.date, kobo(d.amount)])).toEqual(due.map((d) => [d.date, toBigInt(d.amount)]));
    expect(kobo(report.collections_next_7_days.total)).toBe(due.reduce((s, d) => s + toBigInt(d.amount), 0n));
    // on the first due day, the loan never repaid had its first instalment to collect (the others had paid theirs)
    const firstDue = shiftDate(realToday, 7);
    const then = (await get(t, admin, `/api/admin/reports/portfolio_at_risk?as_of=${firstDue}`)).json();
    expect(then.collections_next_7_days.days).toEqual([{ date: firstDue, instalments: 1, amount: '1000.00' }]);
    expect(then.collections_next_7_days).toMatchObject({ total: '1000.00', instalments: 1 });
  });

  it('comes as CSV with a row per band and per listed loan', async () => {
    const res = await get(t, admin, '/api/admin/reports/portfolio_at_risk.csv');
    expect(res.statusCode).toBe(200);
    const json = (await get(t, admin, '/api/admin/reports/portfolio_at_risk')).json();
    const listed = json.bands.reduce((n: number, b: { loans: unknown[] }) => n + b.loans.length, 0);
    // header + bands + listed loans + outstanding + 4 PAR + product finance
    expect(res.body.trim().split('\n')).toHaveLength(1 + 5 + listed + 1 + 4 + 1);
  });
});
