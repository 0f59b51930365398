// A member's own loans (facts §2.6, §3.7 MY LOAN): the list, the completed ones, one loan's details, its balance,
// its guarantors (for the borrower and for those guarantors), and cancelling it before disbursement.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LoanBalanceReply, LoanCard, LoanDetailsReply, LoanGuarantorRow, MutationReply } from '../../contract';
import type { Executor } from '../../db/client';
import { LOAN_STATUS, loanGuarantors, loans, type Loan } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { TOKEN_IN_QUERY } from '../../http/queryToken';
import { recordId, tokenQuery } from '../../http/validation';
import { withMoneyTransaction } from '../../ledger';
import { formatKobo } from '../../money/money';
import { closeLoan } from './close';
import { LOAN_NOT_FOUND, ownLoan } from './loanRows';
import { repaymentFigures } from './repaymentState';
import { security, tags } from './routeDocs';
import { lagosDate } from '../../time/lagos';
import { guarantorRows, instalmentRows, loanCards } from './views';

export const LOAN_CANCELLED = 'Loan request cancelled';
export const MAX_LOANS_LISTED = 200;
const MEMBER_LOANS = ['individual', 'group'] as const;
const idParams = z.object({ id: recordId('The loan') });
const loanIdParams = z.object({ loan_id: recordId('The loan') });

async function myLoans(executor: Executor, userId: number, statuses?: number[]): Promise<Loan[]> {
  return executor
    .select()
    .from(loans)
    .where(and(eq(loans.userId, userId), inArray(loans.kind, [...MEMBER_LOANS]), statuses ? inArray(loans.status, statuses as Loan['status'][]) : undefined))
    .orderBy(desc(loans.id))
    .limit(MAX_LOANS_LISTED);
}

/** the borrower, or someone asked to back the loan, may see its guarantors; anyone else gets the same 404 */
async function loanVisibleTo(executor: Executor, userId: number, loanId: number): Promise<Loan> {
  const [loan] = await executor.select().from(loans).where(and(eq(loans.id, loanId), inArray(loans.kind, [...MEMBER_LOANS])));
  if (!loan) throw notFound(LOAN_NOT_FOUND);
  if (loan.userId === userId) return loan;
  const [asked] = await executor.select({ id: loanGuarantors.id }).from(loanGuarantors).where(and(eq(loanGuarantors.loanId, loanId), eq(loanGuarantors.userId, userId)));
  if (!asked) throw notFound(LOAN_NOT_FOUND);
  return loan;
}

export async function loanReadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;

  app.get('/loan/view_loan', { schema: { summary: 'My loans (individual and group), newest first', tags, security } }, async (request): Promise<LoanCard[]> =>
    loanCards(db, await myLoans(db, currentUser(request).id), now()),
  );

  app.get('/getCompletedLoans', { schema: { summary: 'My completed and cancelled loans', tags, security } }, async (request): Promise<LoanCard[]> =>
    loanCards(db, await myLoans(db, currentUser(request).id, [LOAN_STATUS.completed, LOAN_STATUS.cancelled]), now()),
  );

  app.get('/loanDetails/:id', { schema: { summary: 'One of my loans with its guarantors and schedule', tags, security, params: idParams } }, async (request): Promise<LoanDetailsReply> => {
    const user = currentUser(request);
    const loan = await ownLoan(db, user.id, request.params.id, MEMBER_LOANS);
    const [card] = await loanCards(db, [loan], now());
    return { success: true, loan: card, guarantors: await guarantorRows(db, loan, user), instalments: await instalmentRows(db, loan.id, now()) };
  });

  app.get(
    '/loanBalance/:id',
    { config: TOKEN_IN_QUERY, schema: { summary: 'What I still owe on one of my loans', tags, security, params: idParams, querystring: tokenQuery } },
    async (request): Promise<LoanBalanceReply> => {
      const loan = await ownLoan(db, currentUser(request).id, request.params.id, MEMBER_LOANS);
      const figures = await repaymentFigures(db, [loan], lagosDate(now()));
      return { success: true, balance: formatKobo(figures.get(loan.id)!.outstandingKobo) };
    },
  );

  const guarantorsOf = async (request: FastifyRequest<{ Params: z.output<typeof loanIdParams> }>): Promise<LoanGuarantorRow[]> => {
    const user = currentUser(request);
    return guarantorRows(db, await loanVisibleTo(db, user.id, request.params.loan_id), user);
  };
  app.get(
    '/loanGroupApprovalDetails/:loan_id',
    { config: TOKEN_IN_QUERY, schema: { summary: 'The guarantors of a loan (its borrower and its guarantors only)', tags, security, params: loanIdParams, querystring: tokenQuery } },
    guarantorsOf,
  );
  app.get('/show_non_group_loans_members/:loan_id', { schema: { summary: 'The guarantors of a loan (its borrower and its guarantors only)', tags, security, params: loanIdParams } }, guarantorsOf);

  const cancel = async (request: FastifyRequest<{ Params: z.output<typeof idParams> }>): Promise<MutationReply> => {
    const user = currentUser(request);
    await withMoneyTransaction(db, async (tx) => {
      const loan = await ownLoan(tx, user.id, request.params.id, MEMBER_LOANS, { lock: true });
      await closeLoan(tx, { loan, actorId: user.id, action: 'cancelled', reason: 'Cancelled by you', now: now() });
    });
    return { success: true, message: LOAN_CANCELLED };
  };
  app.get('/cancel_loan/:id', { schema: { summary: 'Cancel my loan request before disbursement (the original’s GET; idempotent)', tags, security, params: idParams } }, cancel);
  app.post('/cancel_loan/:id', { schema: { summary: 'Cancel my loan request before disbursement (idempotent)', tags, security, params: idParams } }, cancel);
}
