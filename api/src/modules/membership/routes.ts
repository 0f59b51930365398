// Membership (spec §4, facts §2.11): the registration fee and paying it from the wallet or by card. Paying makes the
// user a member; the client then signs out so the next sign-in carries `member_status`.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RegistrationFeePaymentReply, RegistrationFeeReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { conflict } from '../../http/errors';
import { tokenQuery } from '../../http/validation';
import { IDEMPOTENCY_HEADER, idempotencyOf, sendIdempotent, userScope, withIdempotency, type IdempotentReply } from '../../idempotency';
import { findTransferByReference } from '../../ledger';
import { formatKobo } from '../../money/money';
import { paymentsOf } from '../payments';
import { getSettings } from '../settings/service';
import { TRANSFER_KIND } from '../transactions/categories';
import { MONEY_CLAIM_MS, chargeSavedCardOnce, keyAlreadyAnswered, paidCharge } from '../wallet/cardPayment';
import { naira } from '../wallet/cardMoney';
import { registrationFeeBody } from './schema';
import { ALREADY_MEMBER, REGISTRATION_PAID, applyRegistrationCharge, isMember, lockMembership, payRegistrationFromWallet } from './service';

const tags = ['membership'];
const security = [{ bearer: [] }];

export async function membershipRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now, config } = fastify.deps;
  const payments = paymentsOf(fastify);

  app.get(
    '/get_registration_fee',
    { schema: { summary: 'The registration fee, and whether I have paid it', tags, security, querystring: tokenQuery } },
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
        querystring: tokenQuery,
        body: registrationFeeBody,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { key, requestHash } = idempotencyOf(request);
      const scope = userScope(user.id);
      const claim = { scope, key, requestHash, lockMs: MONEY_CLAIM_MS };
      const body = request.body;
      const paid = (amountKobo: bigint, reference: string): IdempotentReply<RegistrationFeePaymentReply> => ({
        status: 200,
        body: { success: true, message: REGISTRATION_PAID, member_status: true, amount: formatKobo(amountKobo), reference },
      });

      if (body.payment_method === 'wallet') {
        const result = await withIdempotency(db, claim, async (tx) => {
          if (await lockMembership(tx, user.id)) throw conflict(ALREADY_MEMBER);
          const fee = (await getSettings(tx)).registrationFeeKobo;
          const reference = await payRegistrationFromWallet(tx, { userId: user.id, feeKobo: fee, now: now(), societyName: config.SOCIETY_NAME });
          return paid(fee, reference);
        });
        return sendIdempotent(reply, result);
      }

      let reference: string;
      if (body.paystack_id) {
        reference = (await payments.confirmCharge(db, body.paystack_id, user.id)).reference;
      } else {
        // never charge a member's card for a fee they have paid (a replay still gets its stored reply)
        const answered = await keyAlreadyAnswered(db, claim);
        if (!answered && (await isMember(db, user.id))) throw conflict(ALREADY_MEMBER);
        const fee = (await getSettings(db)).registrationFeeKobo;
        const charge = await chargeSavedCardOnce(db, payments, fastify.deps.config, { userId: user.id, cardId: body.card_id!, amountKobo: fee, purpose: 'registration_fee', ...claim });
        reference = charge?.reference ?? '';
      }
      const result = await withIdempotency(db, claim, async (tx) => {
        if (!reference) throw conflict('Please try again');
        const charge = await paidCharge(tx, payments, { reference, userId: user.id, purposes: ['registration_fee'], what: 'the registration fee' });
        let outcome = await applyRegistrationCharge(tx, payments, charge, { now: now(), societyName: config.SOCIETY_NAME });
        if (outcome === 'already_applied') {
          // the webhook or the job was first: what it booked says whether this payment made the member
          outcome = (await findTransferByReference(tx, charge.reference))?.kind === TRANSFER_KIND.registrationFee ? 'activated' : 'refunded_to_wallet';
        }
        if (outcome === 'refunded_to_wallet') {
          return { status: 409, body: { success: false, message: `${ALREADY_MEMBER}. Your payment of ${naira(charge.amountKobo)} has been added to your wallet.` } };
        }
        return paid(charge.amountKobo, charge.reference);
      });
      return sendIdempotent(reply, result);
    },
  );
}
