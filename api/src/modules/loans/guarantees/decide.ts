// A guarantor answers a guarantee request (`loanAccepted` / `loanDeclined` on an individual loan). Accepting pledges
// the amount asked of them (a lien: refused when their guarantable amount is short); once the borrower's own cover
// and the accepted guarantees cover the loan it goes to the society (processing). Declining leaves the loan waiting
// for the others, or closes it when the rest can no longer cover it.
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { GUARANTOR_STATUS, LOAN_STATUS, loanGuarantors, loans, type Loan } from '../../../db/schema';
import { formatNairaText } from '../../../money/money';
import { placeLien } from '../../savings';
import { closeLoan } from '../close';
import { recordLoanEvent } from '../events';
import { tellMember, type LoanMailing } from '../notices';
import { fullNameOf } from '../people';
import { lienReference } from '../references';
import { lockAnswerRow } from '../answerRow';

export const NOT_WAITING = 'This loan request is no longer waiting for guarantors';
export const GUARANTEE_ACCEPTED = 'You have approved this guarantee request';
export const GUARANTEE_DECLINED = 'You have declined this guarantee request';
export const DECLINE_CLOSES = 'A guarantor declined and the others cannot cover the loan';

/** `loan` is locked by the caller; returns the reply's message */
export async function decideGuarantee(tx: Transaction, loan: Loan, userId: number, accept: boolean, now: Date, mails: LoanMailing): Promise<string> {
  const { row, repeat } = await lockAnswerRow(tx, loan, userId, accept, NOT_WAITING);
  if (repeat) return accept ? GUARANTEE_ACCEPTED : GUARANTEE_DECLINED;
  const wanted = accept ? GUARANTOR_STATUS.accepted : GUARANTOR_STATUS.cancelled;
  const guarantor = await fullNameOf(tx, userId);
  if (accept) {
    await placeLien(tx, { userId, amountKobo: row.guaranteedKobo, reason: 'guarantee', reference: lienReference(loan.id), now });
    await tx.update(loanGuarantors).set({ status: wanted, decidedAt: now }).where(eq(loanGuarantors.id, row.id));
    await recordLoanEvent(tx, { loanId: loan.id, actorId: userId, action: 'guarantee_accepted', note: `${guarantor}: ${formatNairaText(row.guaranteedKobo)}`, at: now });
    await tellMember(tx, { userId: loan.userId, title: 'Guarantee approved', message: `${guarantor} approved guaranteeing ${formatNairaText(row.guaranteedKobo)} of your loan.`, link: '/loan' }, now, mails);
    await moveOnWhenCovered(tx, loan, now, mails);
    return GUARANTEE_ACCEPTED;
  }
  await tx.update(loanGuarantors).set({ status: wanted, decidedAt: now }).where(eq(loanGuarantors.id, row.id));
  await recordLoanEvent(tx, { loanId: loan.id, actorId: userId, action: 'guarantee_declined', note: guarantor, at: now });
  await tellMember(tx, { userId: loan.userId, title: 'Guarantee declined', message: `${guarantor} declined to guarantee ${formatNairaText(row.guaranteedKobo)} of your loan.`, link: '/loan' }, now, mails);
  const { accepted, pending } = await coverage(tx, loan.id);
  if (loan.ownCoverKobo + accepted + pending < loan.amountKobo) {
    await closeLoan(tx, { loan, actorId: userId, action: 'guarantee_declined', reason: DECLINE_CLOSES, now });
  }
  return GUARANTEE_DECLINED;
}

async function coverage(tx: Transaction, loanId: number): Promise<{ accepted: bigint; pending: bigint }> {
  const rows = await tx.select({ status: loanGuarantors.status, amount: loanGuarantors.guaranteedKobo }).from(loanGuarantors).where(eq(loanGuarantors.loanId, loanId));
  const sum = (status: number) => rows.filter((r) => r.status === status).reduce((s, r) => s + r.amount, 0n);
  return { accepted: sum(GUARANTOR_STATUS.accepted), pending: sum(GUARANTOR_STATUS.pending) };
}

async function moveOnWhenCovered(tx: Transaction, loan: Loan, now: Date, mails: LoanMailing): Promise<void> {
  const { accepted } = await coverage(tx, loan.id);
  if (loan.ownCoverKobo + accepted < loan.amountKobo) return;
  await tx.update(loans).set({ status: LOAN_STATUS.processing, updatedAt: now }).where(eq(loans.id, loan.id));
  await recordLoanEvent(tx, { loanId: loan.id, actorId: null, action: 'covered', note: 'Guarantees cover the loan', at: now });
  await tellMember(
    tx,
    { userId: loan.userId, title: 'Loan fully guaranteed', message: `Your guarantors now cover your loan of ${formatNairaText(loan.amountKobo)}: it has been sent to the society for approval.`, link: '/loan' },
    now,
    mails,
  );
}
