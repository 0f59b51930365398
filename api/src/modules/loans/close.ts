// Closing a loan before disbursement (the member cancels, a guarantor's decline leaves it uncoverable, the group
// declines it, an admin declines it): status 9, every pledge released at once, unanswered guarantee requests
// cancelled, and everyone concerned told. The form fee is not returned: it paid for the application. A business
// request's picture, which the member uploaded, is deleted with it (a cancelled and re-placed request keeps no rows).
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { GUARANTOR_STATUS, LOAN_STATUS, businessRequestImages, loanGuarantors, loans, type Loan } from '../../db/schema';
import { conflict } from '../../http/errors';
import { formatNairaText } from '../../money/money';
import { notify } from '../notifications';
import { releaseLiens } from '../savings';
import { recordLoanEvent, type LoanEventAction } from './events';
import { lienReference } from './references';

/** a loan can be closed this way only before it is disbursed */
export const CLOSABLE_STATUSES: readonly number[] = [LOAN_STATUS.pending, LOAN_STATUS.processing, LOAN_STATUS.approved];

export const ALREADY_DISBURSED = 'This loan has already been disbursed, so it can no longer be cancelled';
export const ALREADY_CLOSED = 'This loan is already closed';

export interface CloseLoan {
  /** locked by the caller */
  loan: Loan;
  actorId: number | null;
  action: Extract<LoanEventAction, 'cancelled' | 'declined' | 'offer_declined' | 'group_declined' | 'guarantee_declined'>;
  /** as the member reads it: "Cancelled by you", "Declined by the society: …" */
  reason: string;
  now: Date;
}

/** idempotent: closing a closed loan again is a no-op (false); a disbursed or completed one is a 409 */
export async function closeLoan(tx: Transaction, input: CloseLoan): Promise<boolean> {
  const { loan, now } = input;
  if (loan.status === LOAN_STATUS.cancelled) return false;
  if (!CLOSABLE_STATUSES.includes(loan.status)) throw conflict(loan.status === LOAN_STATUS.completed ? ALREADY_CLOSED : ALREADY_DISBURSED);
  await tx.update(loans).set({ status: LOAN_STATUS.cancelled, cancelledAt: now, closedReason: input.reason, updatedAt: now }).where(eq(loans.id, loan.id));
  await releaseLiens(tx, lienReference(loan.id), now);
  if (loan.kind === 'business') await tx.delete(businessRequestImages).where(eq(businessRequestImages.loanId, loan.id));
  const guarantors = await tx
    .update(loanGuarantors)
    .set({ status: GUARANTOR_STATUS.cancelled, decidedAt: now })
    .where(and(eq(loanGuarantors.loanId, loan.id), inArray(loanGuarantors.status, [GUARANTOR_STATUS.pending, GUARANTOR_STATUS.accepted])))
    .returning({ userId: loanGuarantors.userId });
  await recordLoanEvent(tx, { loanId: loan.id, actorId: input.actorId, action: input.action, note: input.reason, at: now });
  const what = loan.kind === 'business' ? `business finance request for ${loan.businessName}` : `loan request of ${formatNairaText(loan.amountKobo)}`;
  const link = loan.kind === 'business' ? '/business-fianance' : '/loan';
  if (input.actorId !== loan.userId) {
    await notify(tx, loan.userId, { title: 'Loan request closed', message: `Your ${what} was closed: ${input.reason}.`, link, createdAt: now });
  }
  for (const g of guarantors) {
    if (g.userId === input.actorId) continue;
    await notify(tx, g.userId, { title: 'Guarantee released', message: `A ${what} you were asked to back was closed; nothing of your savings is pledged to it any more.`, link: '/loan', createdAt: now });
  }
  return true;
}
