// The guarantee requests addressed to a member (`show_non_group_loans_for_approval`): individual loans that named them.
import { desc, eq, inArray } from 'drizzle-orm';
import type { GuaranteeRequestRow } from '../../../contract';
import type { Executor } from '../../../db/client';
import { loanGuarantors, loans, users } from '../../../db/schema';
import { formatKobo } from '../../../money/money';
import { lagosDate } from '../../../time/lagos';
import { repaymentFigures } from '../repaymentState';

export const MAX_REQUESTS_LISTED = 200;

export async function guaranteeRequests(executor: Executor, userId: number, now: Date): Promise<GuaranteeRequestRow[]> {
  const rows = await executor
    .select({ g: loanGuarantors, loan: loans })
    .from(loanGuarantors)
    .innerJoin(loans, eq(loans.id, loanGuarantors.loanId))
    .where(eq(loanGuarantors.userId, userId))
    .orderBy(desc(loanGuarantors.id))
    .limit(MAX_REQUESTS_LISTED);
  const individual = rows.filter((r) => r.loan.kind === 'individual');
  if (!individual.length) return [];
  const borrowerIds = [...new Set(individual.map((r) => r.loan.userId))];
  const borrowers = new Map(
    (await executor.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, borrowerIds))).map((u) => [u.id, u]),
  );
  const figures = await repaymentFigures(executor, individual.map((r) => r.loan), lagosDate(now));
  return individual.map(({ g, loan }) => {
    const f = figures.get(loan.id)!;
    const borrower = borrowers.get(loan.userId);
    return {
      first_name: borrower?.firstName ?? '',
      last_name: borrower?.lastName ?? '',
      loan_amount: formatKobo(loan.amountKobo),
      guaranteed_amount: formatKobo(g.guaranteedKobo),
      status: g.status,
      loan_status: loan.status,
      loan_id: loan.id,
      loan_group: String(loan.id),
      repaid: formatKobo(f.repaidKobo),
      outstanding: formatKobo(f.outstandingKobo),
      requested_at: g.createdAt.toISOString(),
    };
  });
}
