// Administrators' view of withdrawals (SA, ADMIN): the list by state (searched by member, keyset or numbered pages),
// one withdrawal's page, and the two manual actions on a pending one.
// Both ask the provider first (outside any transaction), so neither can pay a member twice:
//  - retry: only when the provider conclusively has no such transfer or says it failed; same reference;
//  - void: only when the provider conclusively has not paid it (not found or failed); the money goes back to the
//    wallet, with the administrator and the reason in the withdrawal's event log.
// A transfer the provider holds for an OTP is neither retried nor voided: an administrator enters the OTP (finalize),
// or the provider abandons it and the job gives the money back.
// Neither on the administrator's own withdrawal (config.decidesOn); the list marks those `yours`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminWithdrawalActionReply, AdminWithdrawalReply, AdminWithdrawalsPage, AdminWithdrawalsReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { AppError, conflict } from '../../http/errors';
import type { DecidesOn } from '../../http/selfDealing';
import { IDEMPOTENCY_HEADER, idempotencyOf, sendIdempotent, userScope, withIdempotency, type IdempotentReply } from '../../idempotency';
import { describeAudit } from '../../http/adminWriteAudit';
import { isProviderError } from '../../rails/provider';
import { MONEY_CLAIM_MS, keyAlreadyAnswered } from '../payments';
import { OTP_NOT_HELD, applyProviderStatus, askProvider, finalizeWithOtp, release, sendPayout, takeLease, type PayoutDeps } from './payout';
import { adminWithdrawalDetails } from './adminDetails';
import { adminWithdrawalsByKeyset } from './adminList';
import { BUSY, NOT_PENDING } from './adminMessages';
import { withdrawalOwners } from './owners';
import { adminWithdrawalsQuery, finalizeWithdrawalBody, voidWithdrawalBody, withdrawalIdParams } from './schema';
import { adminWithdrawal, adminWithdrawals } from './service';
import { lockWithdrawal, recordEvent, reverseWithdrawal } from './settle';

const tags = ['admin'];
const security = [{ bearer: [] }];
const decidesOn: DecidesOn = { thing: 'withdrawal', owners: withdrawalOwners };

export const PROVIDER_UNREACHABLE = 'We could not get a clear answer from the payment provider, so nothing was changed. Please try again later';
export const STILL_PROCESSING = 'The provider is still processing this transfer. Wait for it to fail before you retry or void it';
export const HELD_FOR_OTP = 'The provider holds this transfer for an OTP: enter the OTP to send it, or wait for the provider to abandon it (the money then goes back to the wallet)';
export const ALREADY_SETTLED = 'The provider has already settled this transfer; the withdrawal has been brought up to date';

export { BUSY, NOT_PENDING };

const refuse = (status: number, message: string, extra: Record<string, unknown> = {}): IdempotentReply => ({ status, body: { success: false, message, ...extra } });

export function adminWithdrawalRoutes(deps: PayoutDeps) {
  return async function routes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { db, now } = deps;

    app.get(
      '/admin/withdrawals',
      {
        schema: {
          summary:
            'Withdrawals, newest first; status=pending|reversed|confirmed|stuck|anomaly, search by member name, e-mail or phone; keyset pages with before/limit, numbered pages with page/per_page (SA, ADMIN)',
          tags,
          security,
          querystring: adminWithdrawalsQuery,
        },
      },
      async (request): Promise<AdminWithdrawalsReply | AdminWithdrawalsPage> => {
        const { status, page, per_page: perPage, before, limit } = request.query;
        const search = request.query.search || undefined;
        const viewerId = currentUser(request).id;
        if (before !== undefined || limit !== undefined) {
          return adminWithdrawalsByKeyset(db, { filter: status, search, before, limit: limit ?? perPage }, now(), viewerId);
        }
        const paging = { page, perPage, path: '/api/admin/withdrawals', query: { status, search } };
        return adminWithdrawals(db, { filter: status, search }, paging, now(), viewerId);
      },
    );

    app.get(
      '/admin/withdrawals/:id',
      {
        schema: {
          summary: 'One withdrawal: the member, amount and fee, the bank account (masked), the provider, its history, the administrators who acted, and the actions open now (SA, ADMIN)',
          tags,
          security,
          params: withdrawalIdParams,
        },
      },
      async (request): Promise<AdminWithdrawalReply> => ({
        success: true,
        withdrawal: await adminWithdrawalDetails(db, request.params.id, now(), currentUser(request).id),
      }),
    );

    /**
     * What the retry did; computed before its reply is stored (the provider is never called inside a transaction).
     * Passing states (busy, provider unreachable or still processing) are thrown: not stored, the same key may try again.
     */
    async function retry(request: FastifyRequest, id: number, adminId: number): Promise<IdempotentReply> {
      const before = await adminWithdrawal(db, id, now(), adminId);
      if (before.status === 'confirmed' || before.status === 'reversed') return refuse(409, NOT_PENDING);
      if (!(await takeLease(db, id, now()))) throw conflict(BUSY);
      let sent = false;
      try {
        const { view } = await askProvider(deps, before.reference);
        if (view === 'unknown') throw new AppError(502, PROVIDER_UNREACHABLE);
        if (view === 'otp') throw conflict(HELD_FOR_OTP);
        if (view === 'pending') {
          await applyProviderStatus(deps, id, 'pending');
          throw conflict(STILL_PROCESSING);
        }
        if (view === 'success' || view === 'reversed') {
          await applyProviderStatus(deps, id, view);
          return refuse(409, ALREADY_SETTLED, { withdrawal: await adminWithdrawal(db, id, now(), adminId) });
        }
        await db.transaction((tx) => recordEvent(tx, id, 'retried', now(), `Sent again by an administrator (the provider said: ${view})`, adminId));
        sent = true;
        await sendPayout(deps, id); // releases the lease
        const after = await adminWithdrawal(db, id, now(), adminId);
        describeAudit(request, { subjectType: 'withdrawal', subjectId: id, before: { status: before.status }, after: { status: after.status } });
        const message = after.status === 'reversed' ? 'The provider refused the transfer again; the money is back in the member’s wallet' : 'The withdrawal was sent again';
        return { status: 200, body: { success: true, message, withdrawal: after } satisfies AdminWithdrawalActionReply };
      } finally {
        if (!sent) await release(deps, id);
      }
    }

    app.post(
      '/admin/withdrawals/:id/retry',
      {
        schema: {
          summary: `Send a pending withdrawal again (same reference) when the provider has no such transfer or says it failed. Needs an ${IDEMPOTENCY_HEADER} header (SA, ADMIN)`,
          tags,
          security,
          params: withdrawalIdParams,
        },
        config: { decidesOn },
      },
      async (request, reply) => {
        const admin = currentUser(request);
        const { key, requestHash } = idempotencyOf(request);
        const claim = { scope: userScope(admin.id), key, requestHash, lockMs: MONEY_CLAIM_MS };
        const outcome = (await keyAlreadyAnswered(db, claim)) ? null : await retry(request, request.params.id, admin.id);
        const result = await withIdempotency(db, claim, async () => {
          if (!outcome) throw conflict('Please try again');
          return outcome;
        });
        return sendIdempotent(reply, result);
      },
    );

    app.post(
      '/admin/withdrawals/:id/void',
      {
        schema: {
          summary: `Cancel a pending withdrawal the provider has not paid; the money goes back to the wallet. Needs an ${IDEMPOTENCY_HEADER} header (SA, ADMIN)`,
          tags,
          security,
          params: withdrawalIdParams,
          body: voidWithdrawalBody,
        },
        config: { decidesOn },
      },
      async (request, reply) => {
        const admin = currentUser(request);
        const { key, requestHash } = idempotencyOf(request);
        const id = request.params.id;
        const claim = { scope: userScope(admin.id), key, requestHash, lockMs: MONEY_CLAIM_MS };
        let view: string | null = null;
        let attemptsSeen = 0;
        if (!(await keyAlreadyAnswered(db, claim))) {
          const before = await adminWithdrawal(db, id, now(), admin.id); // 404
          if (before.status !== 'reserved' && before.status !== 'sent') throw conflict(NOT_PENDING);
          attemptsSeen = before.send_attempts;
          ({ view } = await askProvider(deps, before.reference));
          if (view === 'unknown') throw new AppError(502, PROVIDER_UNREACHABLE);
          if (view === 'otp') throw conflict(HELD_FOR_OTP);
          if (view === 'pending') throw conflict(STILL_PROCESSING);
          if (view === 'success' || view === 'reversed') {
            await applyProviderStatus(deps, id, view);
            throw conflict(ALREADY_SETTLED);
          }
        }
        let voidedFrom: string | null = null; // stays null on a replayed key
        const result = await withIdempotency(db, claim, async (tx) => {
          const w = await lockWithdrawal(tx, id);
          if (!view || !w) throw conflict('Please try again');
          if (w.status !== 'reserved' && w.status !== 'sent') throw conflict(NOT_PENDING);
          if (w.leaseUntil && w.leaseUntil > now()) throw conflict(BUSY);
          // sent again since we asked the provider: that answer is out of date
          if (w.sendAttempts !== attemptsSeen) throw conflict('The withdrawal changed while it was being voided. Please check it again');
          await recordEvent(tx, id, 'voided_by_admin', now(), request.body.reason, admin.id);
          await reverseWithdrawal(tx, w, { reason: request.body.reason, now: now(), providerStatus: view, actorUserId: admin.id });
          voidedFrom = w.status;
          const body: AdminWithdrawalActionReply = {
            success: true,
            message: 'The withdrawal was voided and the money is back in the member’s wallet',
            withdrawal: await adminWithdrawal(tx, id, now(), admin.id),
          };
          return { status: 200, body };
        });
        if (voidedFrom) describeAudit(request, { subjectType: 'withdrawal', subjectId: id, before: { status: voidedFrom }, after: { status: 'reversed' } });
        return sendIdempotent(reply, result);
      },
    );

    /** What entering the OTP did; passing states (busy, provider unreachable) are thrown and not stored. */
    async function finalize(request: FastifyRequest, id: number, otp: string, adminId: number): Promise<IdempotentReply> {
      const before = await adminWithdrawal(db, id, now(), adminId); // 404
      if (before.status !== 'reserved' && before.status !== 'sent') return refuse(409, NOT_PENDING);
      if (before.provider_status !== 'otp') return refuse(409, OTP_NOT_HELD);
      if (!(await takeLease(db, id, now()))) throw conflict(BUSY);
      let status: string;
      try {
        status = await finalizeWithOtp(deps, id, otp, adminId); // releases the lease
      } catch (error) {
        if (isProviderError(error) && !error.conclusive) throw new AppError(502, PROVIDER_UNREACHABLE);
        // a wrong or expired OTP: the provider's words, and the same OTP under a new key may be tried again
        if (isProviderError(error)) return refuse(422, `The payment provider refused the OTP: ${error.message}`);
        if ((error as Error).message === OTP_NOT_HELD) return refuse(409, OTP_NOT_HELD);
        throw error;
      }
      const after = await adminWithdrawal(db, id, now(), adminId);
      describeAudit(request, { subjectType: 'withdrawal', subjectId: id, before: { status: before.status }, after: { status } });
      const message = after.status === 'reversed' ? 'The provider did not send the transfer; the money is back in the member’s wallet' : after.provider_status === 'otp' ? 'The provider still waits for an OTP' : 'The OTP was accepted: the transfer is on its way';
      return { status: 200, body: { success: true, message, withdrawal: after } satisfies AdminWithdrawalActionReply };
    }

    app.post(
      '/admin/withdrawals/:id/finalize',
      {
        schema: {
          summary: `Send a withdrawal the provider holds for an OTP, with the OTP it sent the society (Paystack: finalize_transfer). Needs an ${IDEMPOTENCY_HEADER} header (SA, ADMIN)`,
          tags,
          security,
          params: withdrawalIdParams,
          body: finalizeWithdrawalBody,
        },
        config: { decidesOn },
      },
      async (request, reply) => {
        const admin = currentUser(request);
        const { key, requestHash } = idempotencyOf(request);
        const claim = { scope: userScope(admin.id), key, requestHash, lockMs: MONEY_CLAIM_MS };
        const outcome = (await keyAlreadyAnswered(db, claim)) ? null : await finalize(request, request.params.id, request.body.otp, admin.id);
        const result = await withIdempotency(db, claim, async () => {
          if (!outcome) throw conflict('Please try again');
          return outcome;
        });
        return sendIdempotent(reply, result);
      },
    );
  };
}
