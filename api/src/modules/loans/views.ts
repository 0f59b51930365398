// Loans as the member's screens read them (LoanCard, LoanGuarantorRow, LoanInstalment), built for any list of loans
// in a fixed number of queries.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LoanCard, LoanGuarantorRow, LoanInstalment } from '../../contract';
import type { Executor } from '../../db/client';
import { GUARANTOR_STATUS, loanGroups, loanGuarantors, loanInstalments, savingsLiens, users, type Loan } from '../../db/schema';
import { formatKobo } from '../../money/money';
import { lagosDate } from '../../time/lagos';
import { emailSeenBy, type Reader } from './maskedEmail';
import { lienReference } from './references';
import { repaymentFigures, repaymentStateWire } from './repaymentState';

export const INDIVIDUAL_LOAN_NAME = 'Individual Loan';

async function groupNames(executor: Executor, loans: Loan[]): Promise<Map<number, string>> {
  const ids = [...new Set(loans.map((l) => l.groupId).filter((id): id is number => id !== null))];
  if (!ids.length) return new Map();
  const rows = await executor.select({ id: loanGroups.id, name: loanGroups.name }).from(loanGroups).where(inArray(loanGroups.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function guaranteeTotals(executor: Executor, loans: Loan[]): Promise<Map<number, { accepted: bigint; rows: number }>> {
  if (!loans.length) return new Map();
  const rows = await executor
    .select({
      loanId: loanGuarantors.loanId,
      accepted: sql<string>`coalesce(sum(${loanGuarantors.guaranteedKobo}) filter (where ${loanGuarantors.status} = ${GUARANTOR_STATUS.accepted}), 0)::text`,
      rows: sql<number>`count(*)::int`,
    })
    .from(loanGuarantors)
    .where(inArray(loanGuarantors.loanId, loans.map((l) => l.id)))
    .groupBy(loanGuarantors.loanId);
  return new Map(rows.map((r) => [Number(r.loanId), { accepted: BigInt(r.accepted), rows: Number(r.rows) }]));
}

/** "Member" when guarantors back it, the group's id for a group loan, "" otherwise (facts §2.6) */
function loanGroupOf(loan: Loan, guarantorRows: number): string {
  if (loan.groupId !== null) return String(loan.groupId);
  return guarantorRows > 0 ? 'Member' : '';
}

export async function loanCards(executor: Executor, loans: Loan[], now: Date): Promise<LoanCard[]> {
  // one after the other: inside a transaction they share one connection
  const names = await groupNames(executor, loans);
  const totals = await guaranteeTotals(executor, loans);
  const figures = await repaymentFigures(executor, loans, lagosDate(now));
  return loans.map((loan) => {
    const f = figures.get(loan.id)!;
    const totalsOf = totals.get(loan.id) ?? { accepted: 0n, rows: 0 };
    const missing = loan.amountKobo - loan.ownCoverKobo - totalsOf.accepted;
    return {
      loan_id: loan.id,
      group_name: loan.groupId !== null ? (names.get(loan.groupId) ?? 'Group loan') : INDIVIDUAL_LOAN_NAME,
      loan_amount: formatKobo(loan.amountKobo),
      repaid: formatKobo(f.repaidKobo),
      loan_status: loan.status,
      start_date: loan.startDate,
      end_date: loan.endDate,
      loan_group: loanGroupOf(loan, totalsOf.rows),
      user_id: loan.userId,
      kind: loan.kind,
      group_id: loan.groupId,
      payment_duration: loan.durationMonths,
      frequency: loan.frequency,
      repayment_amount: formatKobo(loan.instalmentKobo),
      own_cover: formatKobo(loan.ownCoverKobo),
      guaranteed: formatKobo(totalsOf.accepted),
      to_guarantee: formatKobo(loan.status === 0 && missing > 0n ? missing : 0n),
      form_fee: formatKobo(loan.formFeeKobo),
      auto_repay: loan.autoRepay,
      card_id: loan.cardId,
      closed_reason: loan.closedReason,
      created_at: loan.createdAt.toISOString(),
      disbursed_at: loan.disbursedAt?.toISOString() ?? null,
      completed_at: loan.completedAt?.toISOString() ?? null,
      ...repaymentStateWire(f),
    };
  });
}

/**
 * the guarantors (or group approvers) of one loan, with what each still pledges; `reader`: the member reading (every
 * other member's e-mail masked) or 'administrator' (the console's loan page: whole)
 */
export async function guarantorRows(executor: Executor, loan: Loan, reader: Reader | 'administrator'): Promise<LoanGuarantorRow[]> {
  const rows = await executor
    .select({ g: loanGuarantors, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(loanGuarantors)
    .innerJoin(users, eq(users.id, loanGuarantors.userId))
    .where(eq(loanGuarantors.loanId, loan.id))
    .orderBy(asc(loanGuarantors.id));
  const liens = await executor
    .select({ userId: savingsLiens.userId, held: sql<string>`(${savingsLiens.amountKobo} - ${savingsLiens.releasedKobo})::text` })
    .from(savingsLiens)
    .where(and(eq(savingsLiens.reference, lienReference(loan.id)), isNull(savingsLiens.releasedAt)));
  const heldBy = new Map(liens.map((l) => [l.userId, BigInt(l.held)]));
  return rows.map(({ g, firstName, lastName, email }) => ({
    first_name: firstName,
    last_name: lastName,
    guaranteed_amount: formatKobo(g.guaranteedKobo),
    status: g.status,
    loan_group: String(loan.id),
    user_id: g.userId,
    email: reader === 'administrator' ? email : emailSeenBy(reader, { userId: g.userId, email }),
    held: formatKobo(heldBy.get(g.userId) ?? 0n),
    decided_at: g.decidedAt?.toISOString() ?? null,
    notified_at: g.notifiedAt?.toISOString() ?? null,
  }));
}

export async function instalmentRows(executor: Executor, loanId: number, now: Date): Promise<LoanInstalment[]> {
  const today = lagosDate(now);
  const rows = await executor.select().from(loanInstalments).where(eq(loanInstalments.loanId, loanId)).orderBy(asc(loanInstalments.seq));
  return rows.map((i) => ({
    seq: i.seq,
    due_date: i.dueDate,
    amount: formatKobo(i.amountKobo),
    paid: formatKobo(i.paidKobo),
    overdue: i.dueDate < today && i.paidKobo < i.amountKobo,
  }));
}
