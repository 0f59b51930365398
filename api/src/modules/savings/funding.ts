// Money into a package (savingsFunds, targets/add_funds/{id}, save_loan/add_funds, addShareHoldingsFunds): the
// payments module takes it from the wallet or a card under the package's charge purpose (fundPurposes.ts holds the
// gate and the target rules); this builds the FundSavingsReply every one of them answers.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FundSavingsReply } from '../../contract';
import type { Executor } from '../../db/client';
import { currentUser } from '../../http/auth';
import { idempotencyOf, sendIdempotent, userScope } from '../../idempotency';
import { findTransferByReference } from '../../ledger';
import { formatKobo } from '../../money/money';
import { naira, paymentSourceOf, type PaymentSourceBody, type TakenPayment } from '../payments';
import type { SavingsFundInput, SavingsFundResult } from './fundPurposes';

export interface FundPackage {
  purpose: string;
  input: SavingsFundInput;
  /** the package's balance when the payment's own result is not there (a webhook applied the charge first) */
  balanceOf(tx: Executor, userId: number): Promise<bigint>;
  /** "₦500.00 has been added to …"; `bookedKind`: without a result, the kind of transfer the charge's callback posted */
  message(amount: string, result: SavingsFundResult | null, bookedKind: string | null): string;
  /** targets: say whether the payment completed it */
  reportsCompletion?: boolean;
}

export async function fundPackage(request: FastifyRequest, reply: FastifyReply, body: PaymentSourceBody, pkg: FundPackage): Promise<FundSavingsReply> {
  const { db, payments } = request.server.deps;
  const user = currentUser(request);
  const { key, requestHash } = idempotencyOf(request);
  const replyBody = (payment: TakenPayment, balance: string, message: string): FundSavingsReply => ({
    success: true,
    message,
    amount: formatKobo(payment.amountKobo),
    balance,
    card_id: payment.charge?.cardId ?? null,
    reference: payment.reference,
  });
  const result = await payments.takeFromMember<SavingsFundInput, SavingsFundResult, FundSavingsReply>(db, {
    userId: user.id,
    purpose: pkg.purpose,
    source: paymentSourceOf(body),
    input: pkg.input,
    claim: { scope: userScope(user.id), key, requestHash },
    async reply(tx, { payment, result: outcome }) {
      const balanceKobo = outcome ? outcome.balanceKobo : await pkg.balanceOf(tx, user.id);
      const bookedKind = outcome ? null : ((await findTransferByReference(tx, payment.reference))?.kind ?? null);
      const body = replyBody(payment, formatKobo(balanceKobo), pkg.message(naira(payment.amountKobo), outcome, bookedKind));
      if (pkg.reportsCompletion) body.completed = outcome?.completed ?? false;
      return { status: 200, body };
    },
    // only the packages whose purpose pays in one statement (regular savings, shares: fundPurposes.ts) take it, and
    // their message names the amount alone
    replyWithoutBalance: pkg.reportsCompletion ? undefined : (payment) => ({ status: 200, body: replyBody(payment, '', pkg.message(naira(payment.amountKobo), null, null)), balanceKey: 'balance' }),
  });
  return sendIdempotent(reply, result);
}
