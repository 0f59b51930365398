// The answer a guarantor or a group member gives on one loan: their row, locked. A repeat of the answer they already
// gave is nothing to do (`repeat`); an answer after the loan stopped waiting, or a change of answer, is a 409; someone
// the loan never asked gets the same 404 as a loan that does not exist.
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { GUARANTOR_STATUS, LOAN_STATUS, loanGuarantors, type Loan, type LoanGuarantor } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { LOAN_NOT_FOUND } from './loanRows';

export async function lockAnswerRow(tx: Transaction, loan: Loan, userId: number, accept: boolean, notWaiting: string): Promise<{ row: LoanGuarantor; repeat: boolean }> {
  const [row] = await tx
    .select()
    .from(loanGuarantors)
    .where(and(eq(loanGuarantors.loanId, loan.id), eq(loanGuarantors.userId, userId)))
    .for('update');
  if (!row) throw notFound(LOAN_NOT_FOUND);
  if (row.status === (accept ? GUARANTOR_STATUS.accepted : GUARANTOR_STATUS.cancelled)) return { row, repeat: true };
  if (loan.status !== LOAN_STATUS.pending || row.status !== GUARANTOR_STATUS.pending) throw conflict(notWaiting);
  return { row, repeat: false };
}
