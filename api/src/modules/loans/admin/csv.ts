// The loan book as CSV (every disbursed or completed loan), produced page by page so memory stays flat at any size.
// Money as plain decimals; a text cell that starts like a formula is prefixed with ' (CSV injection).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { queryRows, toBigInt } from '../../../ledger/sql';
import { formatKobo } from '../../../money/money';
import { lagosDate } from '../../../time/lagos';

const PAGE = 500;
export const CSV_HEADER = ['loan_id', 'kind', 'status', 'borrower', 'email', 'amount', 'total', 'repaid', 'outstanding', 'overdue', 'days_overdue', 'bucket', 'disbursed_on', 'end_date'];

export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const bucket = (days: number) => (days <= 0 ? '' : days <= 30 ? '1-30' : days <= 60 ? '31-60' : days <= 90 ? '61-90' : '90+');
const STATUS_LABEL: Record<number, string> = { 11: 'disbursed', 3: 'completed' };

export async function* loanBookCsv(executor: Executor, now: Date): AsyncGenerator<string> {
  const today = lagosDate(now);
  yield `${CSV_HEADER.join(',')}\n`;
  let after = 0;
  for (;;) {
    const rows = await queryRows<Record<string, unknown>>(
      executor,
      sql`SELECT l.id, l.kind, l.status, u.first_name, u.last_name, u.email, l.amount_kobo::text AS amount, coalesce(l.total_kobo, l.amount_kobo)::text AS total,
                 coalesce(a.balance, 0)::text AS outstanding, l.disbursed_at, l.end_date::text AS end_date,
                 coalesce(o.overdue, 0)::text AS overdue, CASE WHEN o.oldest IS NULL THEN 0 ELSE (${today}::date - o.oldest) END AS days
          FROM loans l JOIN users u ON u.id = l.user_id
          LEFT JOIN ledger_accounts a ON a.owner_user_id = l.user_id AND a.purpose = 'loan_receivable:' || l.id::text
          LEFT JOIN LATERAL (SELECT min(i.due_date) AS oldest, sum(i.amount_kobo - i.paid_kobo) AS overdue FROM loan_instalments i
                             WHERE i.loan_id = l.id AND i.paid_kobo < i.amount_kobo AND i.due_date < ${today}::date) o ON true
          WHERE l.status IN (11, 3) AND l.id > ${after} ORDER BY l.id LIMIT ${PAGE}`,
    );
    if (!rows.length) return;
    let chunk = '';
    for (const r of rows) {
      const total = toBigInt(r.total);
      const outstanding = toBigInt(r.outstanding);
      const days = Number(r.days);
      chunk += `${[
        Number(r.id),
        String(r.kind),
        STATUS_LABEL[Number(r.status)] ?? String(r.status),
        `${String(r.first_name)} ${String(r.last_name)}`.trim(),
        String(r.email),
        formatKobo(toBigInt(r.amount)),
        formatKobo(total),
        formatKobo(total - outstanding),
        formatKobo(outstanding),
        formatKobo(toBigInt(r.overdue)),
        days,
        bucket(days),
        r.disbursed_at ? lagosDate(r.disbursed_at instanceof Date ? r.disbursed_at : new Date(String(r.disbursed_at))) : '',
        r.end_date === null ? '' : String(r.end_date),
      ]
        .map(csvCell)
        .join(',')}\n`;
    }
    yield chunk;
    after = Number(rows[rows.length - 1].id);
    if (rows.length < PAGE) return;
  }
}
