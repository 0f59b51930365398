// Disbursement: the loan's amount leaves the society's loan fund for the member's wallet (payment_method 'Bank',
// shown as "Loan Disbursement"), the member's receivable is credited with what they will repay, and the schedule
// is written, in the caller's transaction. Above the threshold a second administrator must do it: never the one who
// approved the loan (maker-checker). The threshold is the one in force when the loan was approved, kept on the loan,
// so raising the setting later does not let its approver disburse it alone.
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { LOAN_STATUS, loanInstalments, loans, type Loan } from '../../db/schema';
import { conflict, forbidden } from '../../http/errors';
import { transfer, TRANSFER_KIND } from '../../ledger';
import { formatNairaText } from '../../money/money';
import { notify } from '../notifications';
import { lagosDate } from '../../time/lagos';
import { getSettings } from '../settings';
import { recordLoanEvent } from './events';
import { totalOf } from './loanRows';
import { loanAccounts } from './references';
import { firstDueDate, instalmentPlan } from './schedule';

export const NOT_APPROVED = 'Only an approved loan can be disbursed';
export const secondAdminMessage = (thresholdKobo: bigint) =>
  `Loans above ${formatNairaText(thresholdKobo)} must be disbursed by a second administrator, not the one who approved them`;

/** whether disbursing needs an administrator other than the approver */
export function needsSecondAdmin(loan: Pick<Loan, 'amountKobo'>, thresholdKobo: bigint): boolean {
  return loan.amountKobo > thresholdKobo;
}

export const disbursementReference = (loanId: number) => `FIN-10-LOAN-${loanId}`;

export interface DisburseLoan {
  /** locked by the caller */
  loan: Loan;
  actorId: number;
  now: Date;
}

export async function disburseLoan(tx: Transaction, { loan, actorId, now }: DisburseLoan): Promise<Loan> {
  if (loan.status !== LOAN_STATUS.approved) throw conflict(loan.status === LOAN_STATUS.disbursed ? 'This loan has already been disbursed' : NOT_APPROVED);
  // the current setting only when the loan kept none (approved before loans kept it)
  const threshold = loan.dualApprovalAboveKobo ?? (await getSettings(tx)).dualApprovalAboveKobo;
  if (needsSecondAdmin(loan, threshold) && loan.approvedBy === actorId) throw forbidden(secondAdminMessage(threshold));
  const total = totalOf(loan);
  const accounts = await loanAccounts(tx, loan);
  const what = loan.kind === 'business' ? `Business finance: ${loan.businessName}` : `Loan #${loan.id}`;
  await transfer(tx, {
    reference: disbursementReference(loan.id),
    kind: TRANSFER_KIND.loanDisbursement,
    userId: loan.userId,
    description: `${what} disbursed`,
    postings: [
      { accountId: accounts.fund, amount: -loan.amountKobo },
      { accountId: accounts.wallet, amount: loan.amountKobo },
    ],
    metadata: { payment_method: 'Bank', loan_id: loan.id, loan_kind: loan.kind },
  });
  await transfer(tx, {
    reference: `LOAN-${loan.id}-OWED`,
    kind: TRANSFER_KIND.loanReceivable,
    userId: loan.userId,
    description: `${what}: owed`,
    postings: [
      { accountId: accounts.receivable, amount: total },
      { accountId: accounts.contra, amount: -total },
    ],
    metadata: { loan_id: loan.id },
  });
  const disbursedOn = lagosDate(now);
  const plan = instalmentPlan(total, loan.durationMonths, loan.frequency, firstDueDate(loan.startDate, disbursedOn, loan.frequency));
  await tx.insert(loanInstalments).values(plan.map((p) => ({ loanId: loan.id, seq: p.seq, dueDate: p.dueDate, amountKobo: p.amountKobo })));
  const endDate = plan[plan.length - 1].dueDate;
  const [updated] = await tx
    .update(loans)
    .set({ status: LOAN_STATUS.disbursed, disbursedBy: actorId, disbursedAt: now, endDate, updatedAt: now })
    .where(eq(loans.id, loan.id))
    .returning();
  await recordLoanEvent(tx, { loanId: loan.id, actorId, action: 'disbursed', at: now });
  const link = loan.kind === 'business' ? '/business-fianance' : '/loan';
  await notify(tx, loan.userId, {
    title: loan.kind === 'business' ? 'Business finance disbursed' : 'Loan disbursed',
    message: `${formatNairaText(loan.amountKobo)} has been paid into your wallet. Your first repayment of ${formatNairaText(plan[0].amountKobo)} is due on ${plan[0].dueDate}; ${formatNairaText(total)} is to be repaid by ${endDate}.`,
    link,
    createdAt: now,
  });
  return updated;
}
