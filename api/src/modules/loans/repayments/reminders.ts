// Due-date notices: a reminder before each instalment (the admin's lead time, `loan_reminder_days`) and a notice once
// an instalment is overdue, each sent once (the instalment's reminded_at / overdue_notified_at, set in the claiming
// transaction; claimed with SKIP LOCKED so several runners share the work).
import { sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { queryRows, toBigInt } from '../../../ledger/sql';
import type { Mailer } from '../../../mail/mailer';
import { formatNairaText } from '../../../money/money';
import { addDays, lagosDate } from '../../../time/lagos';
import { getSettings } from '../../settings';
import { loanMails, tellMember } from '../notices';

const BATCH = 100;

export interface ReminderSummary {
  reminded: number;
  overdue: number;
}

export async function runReminders(deps: { db: Database; mailer: Mailer; config: Config }, now: Date): Promise<ReminderSummary> {
  const today = lagosDate(now);
  const lead = (await getSettings(deps.db)).loanReminderDays;
  const summary: ReminderSummary = { reminded: 0, overdue: 0 };
  for (const kind of ['reminded', 'overdue'] as const) {
    for (;;) {
      const mails = loanMails(deps.config);
      const count = await deps.db.transaction(async (tx) => {
        const rows = await queryRows<{ id: unknown; user_id: unknown; kind: string; due_date: string; left_kobo: unknown; business_name: string | null }>(
          tx,
          kind === 'reminded'
            ? sql`SELECT i.id, l.user_id, l.kind, i.due_date::text AS due_date, (i.amount_kobo - i.paid_kobo)::text AS left_kobo, l.business_name
                  FROM loan_instalments i JOIN loans l ON l.id = i.loan_id
                  WHERE l.status = 11 AND i.reminded_at IS NULL AND i.paid_kobo < i.amount_kobo
                    AND i.due_date >= ${today}::date AND i.due_date <= ${addDays(today, lead)}::date
                  ORDER BY i.id LIMIT ${BATCH} FOR UPDATE OF i SKIP LOCKED`
            : sql`SELECT i.id, l.user_id, l.kind, i.due_date::text AS due_date, (i.amount_kobo - i.paid_kobo)::text AS left_kobo, l.business_name
                  FROM loan_instalments i JOIN loans l ON l.id = i.loan_id
                  WHERE l.status = 11 AND i.overdue_notified_at IS NULL AND i.paid_kobo < i.amount_kobo AND i.due_date < ${today}::date
                  ORDER BY i.id LIMIT ${BATCH} FOR UPDATE OF i SKIP LOCKED`,
        );
        for (const row of rows) {
          const what = row.kind === 'business' ? `business finance (${row.business_name})` : 'loan';
          const link = row.kind === 'business' ? '/business-fianance' : '/loan';
          const amount = formatNairaText(toBigInt(row.left_kobo));
          await tellMember(
            tx,
            kind === 'reminded'
              ? { userId: Number(row.user_id), title: 'Repayment due soon', message: `Your ${what} repayment of ${amount} is due on ${row.due_date}.`, link }
              : { userId: Number(row.user_id), title: 'Repayment overdue', message: `Your ${what} repayment of ${amount} was due on ${row.due_date} and is overdue. Please repay as soon as you can.`, link },
            now,
            mails,
          );
          await tx.execute(kind === 'reminded' ? sql`UPDATE loan_instalments SET reminded_at = ${now} WHERE id = ${Number(row.id)}` : sql`UPDATE loan_instalments SET overdue_notified_at = ${now} WHERE id = ${Number(row.id)}`);
        }
        return rows.length;
      });
      summary[kind] += count;
      deps.mailer.kick();
      if (count < BATCH) break;
    }
  }
  return summary;
}
