// The society's decisions on a loan, each on the locked loan, recorded in its audit trail with the administrator:
// approve (processing → approved; the loan keeps the dual-approval threshold in force now), decline (closes it,
// pledges released), disburse (the core's maker-checker), and for business finance the offer (requested + mark-up)
// the member accepts or declines. Each returns the loan as it was and as it is (the audit row's before and after).
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { LOAN_STATUS, loans, type Loan } from '../../../db/schema';
import { conflict, unprocessable } from '../../../http/errors';
import { formatNairaText } from '../../../money/money';
import { getSettings } from '../../settings';
import { closeLoan } from '../close';
import { disburseLoan } from '../disburse';
import { recordLoanEvent } from '../events';
import { lockLoan } from '../loanRows';
import { tellMember, type LoanMailing } from '../notices';
import { instalmentKobo } from '../schedule';

export interface Decided {
  before: Loan;
  loan: Loan;
}

const linkOf = (loan: Loan) => (loan.kind === 'business' ? '/business-fianance' : '/loan');
const what = (loan: Loan) => (loan.kind === 'business' ? `business finance for ${loan.businessName}` : `loan of ${formatNairaText(loan.amountKobo)}`);

export const NOT_PROCESSING = 'Only a loan in processing (guarantees or the group’s approval complete, or the offer accepted) can be approved';

export async function approveLoan(tx: Transaction, id: number, adminId: number, now: Date, mails: LoanMailing): Promise<Decided> {
  const loan = await lockLoan(tx, id);
  if (loan.status === LOAN_STATUS.approved) return { before: loan, loan };
  if (loan.status !== LOAN_STATUS.processing) throw conflict(NOT_PROCESSING);
  const { dualApprovalAboveKobo } = await getSettings(tx);
  const [updated] = await tx
    .update(loans)
    .set({ status: LOAN_STATUS.approved, approvedBy: adminId, approvedAt: now, dualApprovalAboveKobo, updatedAt: now })
    .where(eq(loans.id, loan.id))
    .returning();
  await recordLoanEvent(tx, { loanId: loan.id, actorId: adminId, action: 'approved', at: now });
  await tellMember(tx, { userId: loan.userId, title: 'Loan approved', message: `Your ${what(loan)} has been approved and will be paid into your wallet shortly.`, link: linkOf(loan) }, now, mails);
  return { before: loan, loan: updated };
}

export async function declineLoan(tx: Transaction, id: number, adminId: number, reason: string, now: Date): Promise<Decided> {
  const loan = await lockLoan(tx, id);
  await closeLoan(tx, { loan, actorId: adminId, action: 'declined', reason: `Declined by the society: ${reason}`, now });
  return { before: loan, loan: await lockLoan(tx, id) };
}

export async function disburse(tx: Transaction, id: number, adminId: number, now: Date): Promise<Decided> {
  const loan = await lockLoan(tx, id);
  return { before: loan, loan: await disburseLoan(tx, { loan, actorId: adminId, now }) };
}

export const OFFER_TOO_LOW = 'The offer must be at least the requested amount';
export const OFFER_TOO_HIGH = 'The offer can be at most twice the requested amount';

export async function makeOffer(tx: Transaction, id: number, adminId: number, totalKobo: bigint, now: Date, mails: LoanMailing): Promise<Decided> {
  const request = await lockLoan(tx, id, ['business']);
  if (request.status !== LOAN_STATUS.pending) throw conflict('An offer can only be made while the request waits for one');
  if (totalKobo < request.amountKobo) throw unprocessable(OFFER_TOO_LOW);
  if (totalKobo > request.amountKobo * 2n) throw unprocessable(OFFER_TOO_HIGH);
  const markup = totalKobo - request.amountKobo;
  const [updated] = await tx
    .update(loans)
    .set({
      totalKobo,
      // a new version for every offer made or changed: the member's acceptance names the one they saw
      offerVersion: sql`${loans.offerVersion} + 1`,
      offeredAt: now,
      offeredBy: adminId,
      instalmentKobo: instalmentKobo(totalKobo, request.durationMonths, request.frequency),
      updatedAt: now,
    })
    .where(eq(loans.id, request.id))
    .returning();
  await recordLoanEvent(tx, { loanId: request.id, actorId: adminId, action: 'offer_made', note: `${formatNairaText(totalKobo)} (mark-up ${formatNairaText(markup)})`, at: now });
  await tellMember(
    tx,
    {
      userId: request.userId,
      title: 'Business finance offer',
      message: `The society offers ${formatNairaText(totalKobo)} (mark-up ${formatNairaText(markup)}) for ${request.businessName}: you receive ${formatNairaText(request.amountKobo)} and repay ${formatNairaText(totalKobo)}. Accept or decline it on Business Financing.`,
      link: '/business-fianance',
    },
    now,
    mails,
  );
  return { before: request, loan: updated };
}
