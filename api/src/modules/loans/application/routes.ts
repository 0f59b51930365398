// Applying for a loan (spec §7 "Loans", facts §2.6, §3.7): `loanAdd` creates the application and takes its loan
// form fee in one transaction; `loan_form_fee` is the original client's separate fee call (held for the application,
// or already paid with it).
import { and, desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LoanAddReply, LoanFormFeeReply } from '../../../contract';
import { loans } from '../../../db/schema';
import { currentUser } from '../../../http/auth';
import { conflict } from '../../../http/errors';
import { idempotencyOf, IDEMPOTENCY_HEADER, sendIdempotent, userScope, withIdempotency } from '../../../idempotency';
import { formatKobo } from '../../../money/money';
import { paymentSourceBody, paymentSourceOf, type PaymentSource } from '../../payments';
import { loanMails } from '../notices';
import { LOAN_PURPOSE } from '../purposes';
import { security, tags } from '../routeDocs';
import { loanCards } from '../views';
import { loanAddBody, type LoanApplication } from './body';
import { createLoan } from './create';
import { FEE_HOLD_MS, type FormFeeInput, type FormFeeResult } from './formFee';
import { hasLiveHold, lockLiveHold, useHold } from './feeHolds';
import { planLoan } from './rules';

export const LOAN_SUBMITTED = 'Your loan request has been submitted';
const CALLBACK_FIRST = 'Your card payment reached us before your application and has been put in your wallet: apply again to pay the fee from your wallet';

export async function applicationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = fastify.deps;
  const { db, payments, now } = deps;

  app.post(
    '/loanAdd',
    { schema: { summary: `Request a loan and pay its form fee in one step. Needs an ${IDEMPOTENCY_HEADER} header`, tags, security, body: loanAddBody } },
    async (request, reply) => {
      const user = currentUser(request);
      const application: LoanApplication = request.body;
      const { key, requestHash } = idempotencyOf(request);
      const claim = { scope: userScope(user.id), key, requestHash };
      const mails = loanMails(deps.config);
      const method = application.source.form_payment ?? application.source.payment_method;
      let result;
      if (!method && (await hasLiveHold(db, user.id, now()))) {
        result = await withIdempotency(db, claim, async (tx) => {
          const at = now();
          const hold = await lockLiveHold(tx, user.id, at);
          if (!hold) throw conflict('Your held loan form fee has just expired: please apply again');
          const plan = await planLoan(tx, user.id, application, at);
          const loan = await createLoan(tx, { userId: user.id, app: application, plan: { ...plan, formFeeKobo: hold.amountKobo }, now: at, mails });
          const reference = await useHold(tx, hold, loan.id, at);
          const [card] = await loanCards(tx, [loan], at);
          const body: LoanAddReply = { success: true, message: LOAN_SUBMITTED, loan: card, fee: formatKobo(hold.amountKobo), reference, card_id: null };
          return { status: 200, body };
        });
      } else {
        const source: PaymentSource = method ? paymentSourceOf(application.source) : { kind: 'wallet' };
        result = await payments.takeFromMember<FormFeeInput, FormFeeResult, LoanAddReply>(db, {
          userId: user.id,
          purpose: LOAN_PURPOSE.formFee,
          source,
          input: { use: 'application', application, mails },
          claim,
          async reply(tx, { payment, result: outcome }) {
            if (!outcome?.loan) throw conflict(CALLBACK_FIRST);
            const [card] = await loanCards(tx, [outcome.loan], now());
            return {
              status: 200,
              body: { success: true, message: LOAN_SUBMITTED, loan: card, fee: formatKobo(payment.amountKobo), reference: payment.reference, card_id: payment.charge?.cardId ?? null },
            };
          },
        });
      }
      return sendIdempotent(reply, result);
    },
  );

  app.post(
    '/loan_form_fee',
    {
      schema: {
        summary: `Pay the loan form fee on its own (held 30 minutes for the application that follows, or already paid with it). Needs an ${IDEMPOTENCY_HEADER} header`,
        tags,
        security,
        body: paymentSourceBody,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { key, requestHash } = idempotencyOf(request);
      const at = now();
      const [recent] = await db
        .select({ id: loans.id, fee: loans.formFeeKobo })
        .from(loans)
        .where(and(eq(loans.userId, user.id), gt(loans.createdAt, new Date(at.getTime() - FEE_HOLD_MS))))
        .orderBy(desc(loans.id))
        .limit(1);
      const source = paymentSourceOf(request.body);
      if (recent && recent.fee > 0n && source.kind !== 'checkout') {
        const body: LoanFormFeeReply = { success: true, message: 'Your loan form fee was paid with your application', fee: formatKobo(recent.fee), state: 'paid_with_application', reference: null };
        return body;
      }
      const result = await payments.takeFromMember<FormFeeInput, FormFeeResult, LoanFormFeeReply>(db, {
        userId: user.id,
        purpose: LOAN_PURPOSE.formFee,
        source,
        input: recent && recent.fee > 0n ? { use: 'wallet' } : { use: 'hold' },
        claim: { scope: userScope(user.id), key, requestHash },
        reply(_tx, { payment, result: outcome }) {
          const body: LoanFormFeeReply = outcome?.hold
            ? { success: true, message: 'Your loan form fee has been paid and is kept for your loan request', fee: formatKobo(payment.amountKobo), state: 'held', reference: payment.reference }
            : {
                success: true,
                message: 'Your loan form fee was already paid with your application, so this payment has been put in your wallet',
                fee: formatKobo(payment.amountKobo),
                state: 'paid_with_application',
                reference: payment.reference,
              };
          return { status: 200, body };
        },
      });
      return sendIdempotent(reply, result);
    },
  );
}
