// The loan book's overdue figures now read loans.oldest_unpaid_due_date (issue 25): its aging and its overdue page
// must still say what the instalments say, computed here straight from them, and page by cursor in the same order.
import { sql } from 'drizzle-orm';
import { queryRows, toBigInt } from '../../src/ledger/sql';
import { shiftDate } from '../../src/modules/reports/asOf';
import { OVERDUE_PAGE } from '../../src/modules/loans/admin/book';
import { lagosDate } from '../../src/time/lagos';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { disburse, insertLoan, repayFromWallet } from '../loans/support/loans';
import { credit } from '../savings/support/savings';
import { get, kobo } from './support/books';

const DAY = 24 * 3600_000;
let t: TestApp;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const today = lagosDate(t.clock.now);
  const approver = await createUser(t, { role: 'ADMIN' });
  const checker = await createUser(t, { role: 'SA' });
  // more overdue loans than one page, repaid by different amounts, so they age into different buckets
  for (let i = 0; i < OVERDUE_PAGE + 5; i++) {
    const borrower = await createUser(t, { memberStatus: true });
    await credit(t, borrower.id, 'wallet', 1_000_000n);
    const loan = await insertLoan(t, { userId: borrower.id, amountKobo: 120_000n + BigInt(i) * 3_000n, frequency: i % 2 ? 'Weekly' : 'Monthly', durationMonths: 3, startDate: shiftDate(today, 3 + (i % 9)), status: 1, approvedBy: approver.id });
    await disburse(t, loan.id, checker.id);
    if (i % 3) await repayFromWallet(t, loan.id, BigInt(i) * 1_500n);
  }
  t.clock.advance(75 * DAY);
  reader = await createUser(t, { role: 'ADMIN' });
}, 120_000);
afterAll(() => t.close());

const bucketOf = (days: number) => (days <= 30 ? '1-30' : days <= 60 ? '31-60' : days <= 90 ? '61-90' : '90+');

it('ages the overdue amounts and lists the overdue loans, oldest due first, as the instalments say', async () => {
  const today = lagosDate(t.clock.now);
  const open = await queryRows<{ loan_id: unknown; oldest: string; overdue: unknown }>(
    t.database.db,
    sql`SELECT loan_id, to_char(min(due_date), 'YYYY-MM-DD') AS oldest, sum(amount_kobo - paid_kobo)::text AS overdue FROM loan_instalments
        WHERE paid_kobo < amount_kobo AND due_date < ${today}::date GROUP BY loan_id`,
  );
  expect(open.length).toBeGreaterThan(OVERDUE_PAGE);
  const expectedAging: Record<string, bigint> = { '1-30': 0n, '31-60': 0n, '61-90': 0n, '90+': 0n };
  const expectedCounts: Record<string, number> = { '1-30': 0, '31-60': 0, '61-90': 0, '90+': 0 };
  for (const row of open) {
    const days = Math.round((Date.parse(today) - Date.parse(row.oldest)) / DAY);
    expectedAging[bucketOf(days)] += toBigInt(row.overdue);
    expectedCounts[bucketOf(days)] += 1;
  }
  const first = await get(t, reader, '/api/admin/loan_book');
  expect(first.statusCode).toBe(200);
  const book = first.json();
  expect(Object.fromEntries(Object.entries(book.aging).map(([k, v]) => [k, kobo(v as string)]))).toEqual(expectedAging);
  expect(book.aging_counts).toEqual(expectedCounts);
  expect(kobo(book.overdue)).toBe(open.reduce((s, r) => s + toBigInt(r.overdue), 0n));

  const order = [...open].sort((a, b) => (a.oldest === b.oldest ? Number(a.loan_id) - Number(b.loan_id) : a.oldest < b.oldest ? -1 : 1)).map((r) => Number(r.loan_id));
  expect(book.overdue_loans.map((l: { id: number }) => l.id)).toEqual(order.slice(0, OVERDUE_PAGE));
  expect(book.next_cursor).not.toBeNull();
  const second = (await get(t, reader, `/api/admin/loan_book?cursor=${encodeURIComponent(book.next_cursor)}`)).json();
  expect(second.overdue_loans.map((l: { id: number }) => l.id)).toEqual(order.slice(OVERDUE_PAGE));
  expect(second.next_cursor).toBeNull();
});
