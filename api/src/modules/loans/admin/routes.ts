// The loans area for administrators (SA, ADMIN): the queue, one loan's details, approve / decline / disburse (two
// administrators above the SA's threshold), business offers, and the loan book with its CSV.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminLoanDetailsReply, AdminLoanQueueReply, AdminLoanRow, LoanBookReply } from '../../../contract';
import type { Transaction } from '../../../db/client';
import type { Loan } from '../../../db/schema';
import { currentUser } from '../../../http/auth';
import { IDEMPOTENCY_HEADER, idempotencyOf, sendIdempotent, userScope, withIdempotency } from '../../../idempotency';
import { withMoneyTransaction } from '../../../ledger';
import { lagosDate } from '../../savings/schedule';
import { sendLoanMails, type LoanMailQueue } from '../notices';
import { loanBook } from './book';
import { loanBookCsv } from './csv';
import { approveLoan, declineLoan, disburse, makeOffer } from './decisions';
import { adminLoanDetails } from './details';
import { loanQueue } from './queue';
import { adminLoanRows } from './rows';
import { bookQuery, declineBody, loanParams, offerBody, queueQuery } from './schema';

const tags = ['admin'];
const security = [{ bearer: [] }];
const snapshot = { isolationLevel: 'repeatable read' } as const;

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
  function decision(message: string, act: (tx: Transaction, request: FastifyRequest, adminId: number, mails: LoanMailQueue) => Promise<Loan>) {
    return async (request: FastifyRequest, reply: FastifyReply): Promise<ActionReply> => {
      const admin = currentUser(request);
      const { key, requestHash } = idempotencyOf(request);
      const mails: LoanMailQueue = [];
      const result = await withIdempotency(db, { scope: userScope(admin.id), key, requestHash }, async (tx) => {
        const loan = await act(tx, request, admin.id, mails);
        const [row] = await adminLoanRows(tx, [loan], now());
        return { status: 200, body: { success: true as const, message, loan: row } };
      });
      await sendLoanMails(deps, mails);
      return sendIdempotent(reply, result);
    };
  }
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

  app.get('/admin/loans', { schema: { summary: 'The loan queue (SA, ADMIN): by default what needs an administrator', tags, security, querystring: queueQuery } }, async (request): Promise<AdminLoanQueueReply> =>
    withMoneyTransaction(db, (tx) => loanQueue(tx, request.query, now()), snapshot),
  );

  app.get('/admin/loans/:id', { schema: { summary: 'One loan with guarantors, approvals, the borrower’s savings, schedule and audit trail (SA, ADMIN)', tags, security, params: loanParams } }, async (request): Promise<AdminLoanDetailsReply> =>
    withMoneyTransaction(db, (tx) => adminLoanDetails(tx, request.params.id, now()), snapshot),
  );

  app.post(
    '/admin/loans/:id/approve',
    { schema: { summary: `Approve a loan in processing. Needs an ${IDEMPOTENCY_HEADER} header (SA, ADMIN)`, tags, security, params: loanParams } },
    decision('The loan has been approved', (tx, request, adminId, mails) => approveLoan(tx, idOf(request), adminId, now(), mails)),
  );
  app.post(
    '/admin/loans/:id/decline',
    { schema: { summary: `Decline a loan before disbursement; every pledge is released. Needs an ${IDEMPOTENCY_HEADER} header (SA, ADMIN)`, tags, security, params: loanParams, body: declineBody } },
    decision('The loan has been declined', (tx, request, adminId) => declineLoan(tx, idOf(request), adminId, (request.body as { reason: string }).reason, now())),
  );
  app.post(
    '/admin/loans/:id/disburse',
    { schema: { summary: `Pay an approved loan into the member’s wallet; above the threshold not by its approver. Needs an ${IDEMPOTENCY_HEADER} header (SA, ADMIN)`, tags, security, params: loanParams } },
    decision('The loan has been disbursed', (tx, request, adminId) => disburse(tx, idOf(request), adminId, now())),
  );
  app.post(
    '/admin/business/:id/offer',
    { schema: { summary: `Make (or replace) the offer on a business request: the total to repay. Needs an ${IDEMPOTENCY_HEADER} header (SA, ADMIN)`, tags, security, params: loanParams, body: offerBody } },
    decision('The offer has been sent to the member', (tx, request, adminId, mails) => makeOffer(tx, idOf(request), adminId, (request.body as { total_amount: bigint }).total_amount, now(), mails)),
  );

  app.get('/admin/loan_book', { schema: { summary: 'The loan book: outstanding, repaid, overdue by age, the most overdue loans (SA, ADMIN)', tags, security, querystring: bookQuery } }, async (request): Promise<LoanBookReply> =>
    withMoneyTransaction(db, (tx) => loanBook(tx, now(), request.query.cursor), snapshot),
  );

  app.get(
    '/admin/loan_book.csv',
    { schema: { summary: 'Every disbursed or completed loan as CSV (SA, ADMIN)', tags, security } },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="loan-book-${lagosDate(now())}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(loanBookCsv(db, now()))),
  );
}
