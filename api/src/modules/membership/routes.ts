// Membership (spec §4, facts §2.11): the registration fee and paying it from the wallet or by card. Paying makes the
// user a member; the client then signs out so the next sign-in carries `member_status`.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RegistrationFeePaymentReply, RegistrationFeeReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { IDEMPOTENCY_HEADER, idempotencyOf, sendIdempotent, userScope, type IdempotentReply } from '../../idempotency';
import { findTransferByReference, TRANSFER_KIND } from '../../ledger';
import { formatKobo } from '../../money/money';
import { naira, paymentSourceOf } from '../payments';
import { getSettings } from '../settings';
import { REGISTRATION_FEE } from './purposes';
import { registrationFeeBody } from './schema';
import { ALREADY_MEMBER, REGISTRATION_PAID, isMember } from './service';

const tags = ['membership'];
const security = [{ bearer: [] }];

export async function membershipRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, payments } = fastify.deps;

  app.get(
    '/get_registration_fee',
    { schema: { summary: 'The registration fee, and whether I have paid it', tags, security } },
    async (request): Promise<RegistrationFeeReply> => ({
      success: true,
      fee: formatKobo((await getSettings(db)).registrationFeeKobo),
      member_status: await isMember(db, currentUser(request).id),
    }),
  );

  app.post(
    '/registration_fee_payment',
    {
      schema: {
        summary: `Pay the registration fee from the wallet or by card; makes me a member. Needs an ${IDEMPOTENCY_HEADER} header`,
        tags,
        security,
        body: registrationFeeBody,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { key, requestHash } = idempotencyOf(request);
      const body = request.body;
      const paid = (amountKobo: bigint, reference: string): IdempotentReply<RegistrationFeePaymentReply> => ({
        status: 200,
        body: { success: true, message: REGISTRATION_PAID, member_status: true, amount: formatKobo(amountKobo), reference },
      });
      const result = await payments.takeFromMember(db, {
        userId: user.id,
        purpose: REGISTRATION_FEE,
        source: paymentSourceOf(body),
        input: undefined,
        claim: { scope: userScope(user.id), key, requestHash },
        async reply(tx, { payment, result: outcome }) {
          // null: the webhook or the job applied it first, and what it booked says whether this payment made the member
          const booked = outcome ?? ((await findTransferByReference(tx, payment.reference))?.kind === TRANSFER_KIND.registrationFee ? 'activated' : 'refunded_to_wallet');
          if (booked === 'refunded_to_wallet') {
            return { status: 409, body: { success: false, message: `${ALREADY_MEMBER}. Your payment of ${naira(payment.amountKobo)} has been added to your wallet.` } };
          }
          return paid(payment.amountKobo, payment.reference);
        },
      });
      return sendIdempotent(reply, result);
    },
  );
}
