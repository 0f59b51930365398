// Where disbursed loans stand against their schedules, for any list of loans in two queries (receivable balances,
// then the open instalments): outstanding, the next instalment, what is overdue and for how many days.
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { LoanRepaymentState } from '../../contract';
import type { Executor } from '../../db/client';
import { loanInstalments, type Loan } from '../../db/schema';
import { loanReceivableAccountKind } from '../../ledger';
import { queryRows, toBigInt } from '../../ledger/sql';
import { formatKobo } from '../../money/money';

export interface RepaymentFigures {
  outstandingKobo: bigint;
  repaidKobo: bigint;
  nextDueDate: string | null;
  nextDueKobo: bigint | null;
  overdueKobo: bigint;
  daysOverdue: number;
}

const DAY_MS = 86_400_000;
const NOT_DISBURSED: RepaymentFigures = { outstandingKobo: 0n, repaidKobo: 0n, nextDueDate: null, nextDueKobo: null, overdueKobo: 0n, daysOverdue: 0 };

/** keyed by loan id; `today` is the Lagos date ('YYYY-MM-DD') */
export async function repaymentFigures(executor: Executor, loans: Loan[], today: string): Promise<Map<number, RepaymentFigures>> {
  const result = new Map<number, RepaymentFigures>();
  const repaying = loans.filter((l) => l.disbursedAt !== null);
  for (const loan of loans) result.set(loan.id, NOT_DISBURSED);
  if (!repaying.length) return result;
  const balances = await queryRows<{ purpose: string; owner_user_id: unknown; balance: unknown }>(
    executor,
    sql`SELECT purpose, owner_user_id, balance::text AS balance FROM ledger_accounts
        WHERE (owner_user_id, purpose) IN (${sql.join(
          repaying.map((l) => sql`(${l.userId}::int, ${loanReceivableAccountKind(l.id)})`),
          sql`, `,
        )})`,
  );
  const owed = new Map(balances.map((b) => [`${Number(b.owner_user_id)}/${b.purpose}`, toBigInt(b.balance)]));
  const open = await executor
    .select()
    .from(loanInstalments)
    .where(and(inArray(loanInstalments.loanId, repaying.map((l) => l.id)), lt(loanInstalments.paidKobo, loanInstalments.amountKobo)))
    .orderBy(loanInstalments.loanId, loanInstalments.seq);
  for (const loan of repaying) {
    const outstandingKobo = owed.get(`${loan.userId}/${loanReceivableAccountKind(loan.id)}`) ?? 0n;
    const mine = open.filter((i) => i.loanId === loan.id);
    const overdue = mine.filter((i) => i.dueDate < today);
    const next = mine[0] ?? null;
    result.set(loan.id, {
      outstandingKobo,
      repaidKobo: (loan.totalKobo ?? loan.amountKobo) - outstandingKobo,
      nextDueDate: next?.dueDate ?? null,
      nextDueKobo: next ? next.amountKobo - next.paidKobo : null,
      overdueKobo: overdue.reduce((sum, i) => sum + i.amountKobo - i.paidKobo, 0n),
      daysOverdue: overdue.length ? Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${overdue[0].dueDate}T00:00:00Z`)) / DAY_MS) : 0,
    });
  }
  return result;
}

export function repaymentStateWire(f: RepaymentFigures): LoanRepaymentState {
  return {
    outstanding: formatKobo(f.outstandingKobo),
    next_due_date: f.nextDueDate,
    next_due_amount: f.nextDueKobo === null ? null : formatKobo(f.nextDueKobo),
    overdue_amount: formatKobo(f.overdueKobo),
    days_overdue: f.daysOverdue,
  };
}
