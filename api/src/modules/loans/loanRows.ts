// Finding and locking loans. A member only ever reaches their own loans through `ownLoan` (another member's id is
// the same 404 as one that does not exist); every change to a loan locks its row first, so two decisions on one
// loan (a repayment and a cancel, two admins) run one after the other and the second sees the first's result.
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loans, type Loan, type LoanKind } from '../../db/schema';
import { notFound } from '../../http/errors';

export const LOAN_NOT_FOUND = 'Loan not found';
export const BUSINESS_REQUEST_NOT_FOUND = 'Business request not found';

const notFoundMessage = (kinds: readonly LoanKind[]) => (kinds.length === 1 && kinds[0] === 'business' ? BUSINESS_REQUEST_NOT_FOUND : LOAN_NOT_FOUND);

/** a valid positive id from a path segment, else null */
export function loanIdOf(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** the member's own loan of one of `kinds`, else 404; `lock`: FOR UPDATE (inside a transaction) */
export async function ownLoan(executor: Executor, userId: number, id: unknown, kinds: readonly LoanKind[], options: { lock?: boolean } = {}): Promise<Loan> {
  const loanId = loanIdOf(id);
  if (loanId === null) throw notFound(notFoundMessage(kinds));
  const query = executor
    .select()
    .from(loans)
    .where(and(eq(loans.id, loanId), eq(loans.userId, userId), inArray(loans.kind, [...kinds])));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound(notFoundMessage(kinds));
  return row;
}

/** any loan by id, locked (admins, guarantors and jobs check their own right to it) */
export async function lockLoan(tx: Executor, id: unknown, kinds: readonly LoanKind[] = ['individual', 'group', 'business']): Promise<Loan> {
  const loanId = loanIdOf(id);
  if (loanId === null) throw notFound(notFoundMessage(kinds));
  const [row] = await tx
    .select()
    .from(loans)
    .where(and(eq(loans.id, loanId), inArray(loans.kind, [...kinds])))
    .for('update');
  if (!row) throw notFound(notFoundMessage(kinds));
  return row;
}

/** what the loan is repaid against: the amount for loans (interest-free), the accepted offer for business finance */
export function totalOf(loan: Pick<Loan, 'amountKobo' | 'totalKobo'>): bigint {
  return loan.totalKobo ?? loan.amountKobo;
}

/** any loan by id, without a lock (admin reads) */
export async function findLoan(executor: Executor, id: unknown): Promise<Loan> {
  const loanId = loanIdOf(id);
  const [row] = loanId === null ? [] : await executor.select().from(loans).where(eq(loans.id, loanId));
  if (!row) throw notFound(LOAN_NOT_FOUND);
  return row;
}
