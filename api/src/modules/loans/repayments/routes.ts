// Repaying (facts §2.6, §2.7, §3.7, §3.8): a repayment from the wallet or a card, the repayment history, auto-repay
// on or off, and the member's exposure as a guarantor. Loans are members' (loanRoutes); business finance is open to
// non-members too (businessRepaymentRoutes in businessFinanceRoutes).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import type { AutoRepayReply, GuarantorExposureReply, LoanRepaymentReply, LoanRepaymentsPage } from '../../../contract';
import type { LoanKind } from '../../../db/schema';
import { LOAN_STATUS, loans } from '../../../db/schema';
import { currentUser } from '../../../http/auth';
import { conflict } from '../../../http/errors';
import { TOKEN_IN_QUERY } from '../../../http/queryToken';
import { tokenQuery } from '../../../http/validation';
import { idempotencyOf, IDEMPOTENCY_HEADER, sendIdempotent, userScope } from '../../../idempotency';
import { withMoneyTransaction } from '../../../ledger';
import { formatKobo, formatNairaText } from '../../../money/money';
import { historyQuery } from '../../savings';
import { paymentSourceOf } from '../../payments';
import { recordLoanEvent } from '../events';
import { ownLoan } from '../loanRows';
import { LOAN_PURPOSE } from '../purposes';
import { outstandingKobo, type RepaymentResult } from '../repayment';
import { security, tags } from '../routeDocs';
import { autoRepayBody, loanIdParams, repaymentBody } from './body';
import { guarantorExposure } from './exposure';
import { repaymentHistory } from './history';
import { BUSINESS_KINDS, MEMBER_LOAN_KINDS, type RepaymentInput } from './purposes';

type RepayRequest = FastifyRequest<{ Params: { id: number }; Body: ReturnType<typeof repaymentBody.parse> }>;

function repay(purpose: string, kinds: readonly LoanKind[]) {
  return async (request: RepayRequest, reply: FastifyReply): Promise<LoanRepaymentReply> => {
    const { db, payments } = request.server.deps;
    const user = currentUser(request);
    const { key, requestHash } = idempotencyOf(request);
    const result = await payments.takeFromMember<RepaymentInput, RepaymentResult, LoanRepaymentReply>(db, {
      userId: user.id,
      purpose,
      source: paymentSourceOf(request.body),
      input: { id: request.params.id, amount: request.body.repayment_amount },
      claim: { scope: userScope(user.id), key, requestHash },
      async reply(tx, { payment, result: outcome }) {
        const owed = outcome ? outcome.outstandingKobo : await outstandingKobo(tx, await ownLoan(tx, user.id, request.params.id, kinds));
        const completed = outcome ? outcome.completed : owed === 0n;
        const what = kinds === BUSINESS_KINDS ? 'business finance' : 'loan';
        return {
          status: 200,
          body: {
            success: true,
            message: completed
              ? `${formatNairaText(payment.amountKobo)} has been paid towards your ${what}. Your ${what} is fully repaid.`
              : `${formatNairaText(payment.amountKobo)} has been paid towards your ${what}. ${formatNairaText(owed)} remains.`,
            amount: formatKobo(payment.amountKobo),
            outstanding: formatKobo(owed),
            completed,
            reference: payment.reference,
            card_id: payment.charge?.cardId ?? null,
          },
        };
      },
    });
    return sendIdempotent(reply, result);
  };
}

function history(kinds: readonly LoanKind[], path: string) {
  return async (request: FastifyRequest<{ Params: { id: number }; Querystring: { page: number; per_page: number } }>): Promise<LoanRepaymentsPage> => {
    const { db } = request.server.deps;
    const loan = await ownLoan(db, currentUser(request).id, request.params.id, kinds);
    return repaymentHistory(db, loan, { page: request.query.page, perPage: request.query.per_page, path: `${path}/${loan.id}` });
  };
}

const autoRepay = async (request: FastifyRequest<{ Params: { id: number }; Body: { auto_repay: boolean } }>): Promise<AutoRepayReply> => {
  const { db, now } = request.server.deps;
  const user = currentUser(request);
  const on = request.body.auto_repay;
  await withMoneyTransaction(db, async (tx) => {
    const loan = await ownLoan(tx, user.id, request.params.id, [...MEMBER_LOAN_KINDS, ...BUSINESS_KINDS], { lock: true });
    if (loan.status === LOAN_STATUS.completed || loan.status === LOAN_STATUS.cancelled) throw conflict('This loan is closed');
    if (loan.autoRepay === on) return;
    await tx.update(loans).set({ autoRepay: on, updatedAt: now() }).where(and(eq(loans.id, loan.id), eq(loans.userId, user.id)));
    await recordLoanEvent(tx, { loanId: loan.id, actorId: user.id, action: on ? 'auto_repay_on' : 'auto_repay_off', at: now() });
  });
  return {
    success: true,
    auto_repay: on,
    message: on ? 'Auto-repay is on: each instalment will be taken from your wallet on its due date' : 'Auto-repay is off',
  };
};

export async function repaymentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/loanRepaymentsAdd/:id',
    { schema: { summary: `Repay one of my loans from the wallet or by card. Needs an ${IDEMPOTENCY_HEADER} header`, tags, security, params: loanIdParams, body: repaymentBody } },
    repay(LOAN_PURPOSE.loanRepayment, MEMBER_LOAN_KINDS),
  );
  app.get(
    '/loanRepaymentsDetails/:id',
    { config: TOKEN_IN_QUERY, schema: { summary: 'My loan’s disbursement and repayments, newest first (paginated)', tags, security, params: loanIdParams, querystring: historyQuery.extend(tokenQuery.shape) } },
    history(MEMBER_LOAN_KINDS, '/api/loanRepaymentsDetails'),
  );
  app.post('/loan/auto_repay/:id', { schema: { summary: 'Turn auto-repay on or off for one of my loans or business requests', tags, security, params: loanIdParams, body: autoRepayBody } }, autoRepay);
  app.get('/loan/guarantor_exposure', { schema: { summary: 'How much of my savings is pledged, for whom, and what has been released', tags, security } }, async (request): Promise<GuarantorExposureReply> =>
    guarantorExposure(fastify.deps.db, currentUser(request).id, fastify.deps.now()),
  );
}

export async function businessRepaymentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/business_finance_repayments/:id',
    {
      schema: { summary: `Repay my business finance from the wallet or by card. Needs an ${IDEMPOTENCY_HEADER} header`, tags, security, params: loanIdParams, body: repaymentBody },
    },
    repay(LOAN_PURPOSE.businessRepayment, BUSINESS_KINDS),
  );
  app.get(
    '/business_repayment_details/:id',
    { config: TOKEN_IN_QUERY, schema: { summary: 'My business finance’s disbursement and repayments, newest first (paginated)', tags, security, params: loanIdParams, querystring: historyQuery.extend(tokenQuery.shape) } },
    history(BUSINESS_KINDS, '/api/business_repayment_details'),
  );
  app.post('/business/auto_repay/:id', { schema: { summary: 'Turn auto-repay on or off for one of my business requests', tags, security, params: loanIdParams, body: autoRepayBody } }, autoRepay);
}
