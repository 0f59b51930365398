// A member's exposure as guarantor and borrower (`loan/guarantor_exposure`): how much of their savings is pledged,
// to whom, what each loan has repaid, and what has been released — from their liens and the loans they secure.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { ExposurePledge, GuarantorExposureReply } from '../../../contract';
import type { Executor } from '../../../db/client';
import { loans, savingsLiens, users } from '../../../db/schema';
import { formatKobo } from '../../../money/money';
import { pledgeableBalances } from '../../savings';
import { lagosDate } from '../../../time/lagos';
import { repaymentFigures } from '../repaymentState';

export const PLEDGES_LISTED = 100;
const LOAN_REF = /^loan:(\d+)$/;

export async function guarantorExposure(executor: Executor, userId: number, now: Date): Promise<GuarantorExposureReply> {
  const balances = await pledgeableBalances(executor, userId);
  const liens = await executor
    .select()
    .from(savingsLiens)
    .where(eq(savingsLiens.userId, userId))
    .orderBy(sql`${savingsLiens.releasedAt} is not null`, desc(savingsLiens.id))
    .limit(PLEDGES_LISTED);
  const loanIds = liens.map((l) => LOAN_REF.exec(l.reference)?.[1]).filter((id): id is string => id !== undefined).map(Number);
  const secured = loanIds.length ? await executor.select().from(loans).where(inArray(loans.id, loanIds)) : [];
  const byId = new Map(secured.map((l) => [l.id, l]));
  const borrowerIds = [...new Set(secured.map((l) => l.userId))];
  const borrowers = borrowerIds.length
    ? new Map((await executor.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, borrowerIds))).map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]))
    : new Map<number, string>();
  const figures = await repaymentFigures(executor, secured, lagosDate(now));
  const pledges: ExposurePledge[] = [];
  for (const lien of liens) {
    const loan = byId.get(Number(LOAN_REF.exec(lien.reference)?.[1]));
    if (!loan) continue;
    const f = figures.get(loan.id)!;
    pledges.push({
      loan_id: loan.id,
      reason: lien.reason,
      borrower_name: borrowers.get(loan.userId) ?? '',
      loan_amount: formatKobo(loan.amountKobo),
      loan_status: loan.status,
      pledged: formatKobo(lien.amountKobo),
      held: formatKobo(lien.releasedAt ? 0n : lien.amountKobo - lien.releasedKobo),
      released: formatKobo(lien.releasedAt ? lien.amountKobo : lien.releasedKobo),
      repaid: formatKobo(f.repaidKobo),
      outstanding: formatKobo(f.outstandingKobo),
      overdue_amount: formatKobo(f.overdueKobo),
    });
  }
  return {
    success: true,
    savings: formatKobo(balances.regularKobo + balances.saveToLoanKobo),
    pledged: formatKobo(balances.liensKobo),
    guarantable: formatKobo(balances.guarantableKobo),
    pledges,
  };
}
