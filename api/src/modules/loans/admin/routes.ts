// The loans area for administrators (SA, ADMIN): the queue, one loan's details, approve / decline / disburse (two
// administrators above the threshold the loan kept at approval), business offers, and the loan book with its CSV. No
// administrator decides on their own loan, one they guarantee or their own business request (config.decidesOn).
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminLoanDetailsReply, AdminLoanQueueReply, AdminLoanRow, LoanBookReply } from '../../../contract';
import type { Transaction } from '../../../db/client';
import type { Loan } from '../../../db/schema';
import { currentUser } from '../../../http/auth';
import type { DecidesOn } from '../../../http/selfDealing';
import { IDEMPOTENCY_HEADER, idempotencyOf, sendIdempotent, userScope, withIdempotency } from '../../../idempotency';
import { withMoneyTransaction } from '../../../ledger';
import { formatKobo } from '../../../money/money';
import { describeAudit } from '../../../http/adminWriteAudit';
import { lagosDate } from '../../../time/lagos';
import { loanMails, type LoanMailing } from '../notices';
import { loanBook } from './book';
import { loanBookCsv } from './csv';
import { approveLoan, declineLoan, disburse, makeOffer, type Decided } from './decisions';
import { adminLoanDetails } from './details';
import { businessRequestOwners, loanOwners } from './owners';
import { loanQueue } from './queue';
import { adminLoanRows } from './rows';
import { bookQuery, declineBody, loanParams, offerBody, queueQuery } from './schema';

const tags = ['admin'];
const security = [{ bearer: [] }];
const snapshot = { isolationLevel: 'repeatable read' } as const;

const onLoan = { decidesOn: { thing: 'loan', othersThing: 'a loan you guarantee', owners: loanOwners } satisfies DecidesOn };
const onBusinessRequest = { decidesOn: { thing: 'business finance request', owners: businessRequestOwners } satisfies DecidesOn };

/** what a decision changed, for the audit row: the status, and a business request's offer */
const auditState = (loan: Loan) => ({ status: loan.status, ...(loan.kind === 'business' ? { total: loan.totalKobo === null ? null : formatKobo(loan.totalKobo) } : {}) });

interface ActionReply {
  success: true;
  message: string;
  loan: AdminLoanRow;
}

export async function loanAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = fastify.deps;
  const { db, now } = deps;

  /** one decision, on the locked loan, once per Idempotency-Key */
  function decision(message: string, act: (tx: Transaction, request: FastifyRequest, adminId: number, mails: LoanMailing) => Promise<Decided>) {
    return async (request: FastifyRequest, reply: FastifyReply): Promise<ActionReply> => {
      const admin = currentUser(request);
      const { key, requestHash } = idempotencyOf(request);
      const mails = loanMails(deps.config);
      let decided: Decided | null = null; // stays null on a replayed key
      const result = await withIdempotency(db, { scope: userScope(admin.id), key, requestHash }, async (tx) => {
        decided = await act(tx, request, admin.id, mails);
        const [row] = await adminLoanRows(tx, [decided.loan], now(), admin.id);
        return { status: 200, body: { success: true as const, message, loan: row } };
      });
      if (decided) {
        const { before, loan } = decided as Decided;
        describeAudit(request, { subjectType: 'loan', subjectId: loan.id, subjectUserId: loan.userId, before: auditState(before), after: auditState(loan) });
      }
      return sendIdempotent(reply, result);
    };
  }
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

  app.get('/admin/loans', { schema: { summary: 'The loan queue (SA, ADMIN): by default what needs an administrator; search by borrower (name, e-mail, phone), business or loan number; keyset pages with before/limit', tags, security, querystring: queueQuery } }, async (request): Promise<AdminLoanQueueReply> =>
    withMoneyTransaction(db, (tx) => loanQueue(tx, request.query, now(), currentUser(request).id), snapshot),
  );

  app.get('/admin/loans/:id', { schema: { summary: 'One loan with guarantors, approvals, the borrower’s savings, schedule and audit trail (SA, ADMIN)', tags, security, params: loanParams } }, async (request): Promise<AdminLoanDetailsReply> =>
    withMoneyTransaction(db, (tx) => adminLoanDetails(tx, request.params.id, now(), currentUser(request).id), snapshot),
  );

  app.post(
    '/admin/loans/:id/approve',
    { schema: { summary: `Approve a loan in processing. Needs an ${IDEMPOTENCY_HEADER} header (SA, ADMIN)`, tags, security, params: loanParams }, config: onLoan },
    decision('The loan has been approved', (tx, request, adminId, mails) => approveLoan(tx, idOf(request), adminId, now(), mails)),
  );
  app.post(
    '/admin/loans/:id/decline',
    { schema: { summary: `Decline a loan before disbursement; every pledge is released. Needs an ${IDEMPOTENCY_HEADER} header (SA, ADMIN)`, tags, security, params: loanParams, body: declineBody }, config: onLoan },
    decision('The loan has been declined', (tx, request, adminId) => declineLoan(tx, idOf(request), adminId, (request.body as { reason: string }).reason, now())),
  );
  app.post(
    '/admin/loans/:id/disburse',
    { schema: { summary: `Pay an approved loan into the member’s wallet; above the threshold not by its approver. Needs an ${IDEMPOTENCY_HEADER} header (SA, ADMIN)`, tags, security, params: loanParams }, config: onLoan },
    decision('The loan has been disbursed', (tx, request, adminId) => disburse(tx, idOf(request), adminId, now())),
  );
  app.post(
    '/admin/business/:id/offer',
    { schema: { summary: `Make (or replace) the offer on a business request: the total to repay. Needs an ${IDEMPOTENCY_HEADER} header (SA, ADMIN)`, tags, security, params: loanParams, body: offerBody }, config: onBusinessRequest },
    decision('The offer has been sent to the member', (tx, request, adminId, mails) => makeOffer(tx, idOf(request), adminId, (request.body as { total_amount: bigint }).total_amount, now(), mails)),
  );

  app.get('/admin/loan_book', { schema: { summary: 'The loan book: outstanding, repaid, overdue by age, the most overdue loans (SA, ADMIN)', tags, security, querystring: bookQuery } }, async (request): Promise<LoanBookReply> =>
    withMoneyTransaction(db, (tx) => loanBook(tx, now(), currentUser(request).id, request.query.cursor), snapshot),
  );

  app.get(
    '/admin/loan_book.csv',
    { schema: { summary: 'Every disbursed or completed loan as CSV (SA, ADMIN)', tags, security, produces: ['text/csv'] } },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="loan-book-${lagosDate(now())}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(loanBookCsv(db, now()))),
  );
}
