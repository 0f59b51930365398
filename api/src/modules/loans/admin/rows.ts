// Loans as the admin's queue, details and loan book show them (AdminLoanRow), for any list in a fixed number of queries:
// `yours` marks the signed-in administrator's own case (their loan or one they guarantee), which they cannot decide.
import { inArray } from 'drizzle-orm';
import type { AdminLoanRow } from '../../../contract';
import type { Executor } from '../../../db/client';
import { LOAN_STATUS, loanGroups, users, type Loan } from '../../../db/schema';
import { formatKobo } from '../../../money/money';
import { lagosDate } from '../../../time/lagos';
import { getSettings } from '../../settings';
import { needsSecondAdmin } from '../disburse';
import { guaranteedBy } from './owners';
import { repaymentFigures, repaymentStateWire } from '../repaymentState';

export async function adminLoanRows(executor: Executor, loans: Loan[], now: Date, viewerId: number): Promise<AdminLoanRow[]> {
  if (!loans.length) return [];
  const userIds = [...new Set(loans.flatMap((l) => [l.userId, l.approvedBy].filter((id): id is number => id !== null)))];
  const groupIds = [...new Set(loans.map((l) => l.groupId).filter((id): id is number => id !== null))];
  // one after the other: inside a transaction they share one connection
  const people = await executor.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(inArray(users.id, userIds));
  const groups = groupIds.length ? await executor.select({ id: loanGroups.id, name: loanGroups.name }).from(loanGroups).where(inArray(loanGroups.id, groupIds)) : [];
  const figures = await repaymentFigures(executor, loans, lagosDate(now));
  const guaranteed = await guaranteedBy(executor, viewerId, loans.map((l) => l.id));
  // the setting only for an approved loan that kept no threshold of its own
  const currentThreshold = loans.some((l) => l.status === LOAN_STATUS.approved && l.dualApprovalAboveKobo === null) ? (await getSettings(executor)).dualApprovalAboveKobo : 0n;
  const person = new Map(people.map((p) => [p.id, p]));
  const group = new Map(groups.map((g) => [g.id, g.name]));
  const nameOf = (id: number) => {
    const p = person.get(id);
    return p ? `${p.firstName} ${p.lastName}`.trim() : '';
  };
  return loans.map((loan) => {
    const f = figures.get(loan.id)!;
    return {
      id: loan.id,
      kind: loan.kind,
      status: loan.status,
      borrower: { id: loan.userId, name: nameOf(loan.userId), email: person.get(loan.userId)?.email ?? '' },
      amount: formatKobo(loan.amountKobo),
      total: loan.totalKobo === null ? null : formatKobo(loan.totalKobo),
      repaid: formatKobo(f.repaidKobo),
      group_name: loan.groupId === null ? null : (group.get(loan.groupId) ?? null),
      business_name: loan.businessName,
      created_at: loan.createdAt.toISOString(),
      approved_by: loan.approvedBy === null ? null : { id: loan.approvedBy, name: nameOf(loan.approvedBy) },
      disbursed_at: loan.disbursedAt?.toISOString() ?? null,
      needs_second_admin: loan.status === LOAN_STATUS.approved && needsSecondAdmin(loan, loan.dualApprovalAboveKobo ?? currentThreshold),
      yours: loan.userId === viewerId || guaranteed.has(loan.id),
      ...repaymentStateWire(f),
    };
  });
}
