// The TakenPayment a purpose receives (./purposes.ts): its `transferTo` posts the one transfer that moves the member's
// money into the purpose's destination, from the wallet or as card money (./cardMoney.ts).
import type { Transaction } from '../../db/client';
import type { PaymentCharge } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { InsufficientFundsError, MEMBER_ACCOUNT_KIND, memberAccount, transfer, type TransferResult } from '../../ledger';
import { formatKobo } from '../../money/money';
import { CARD_PAYMENT_METHOD, cardMoneyPostings, naira } from './cardMoney';
import type { PaymentTransferInput, TakenPayment } from './purposes';

/** The 422 a member sees when the wallet cannot cover a debit: the same words for every area. */
export const insufficientBalanceMessage = (availableKobo: bigint): string => `Insufficient balance: your available balance is ${naira(availableKobo)}`;

/**
 * Set in the metadata of a charge's transfer posted by a purpose's callback (webhook, job), not by a request: the
 * member's request that comes back later is answered as paid, while a second request with the charge is refused.
 */
export const APPLIED_WITHOUT_REQUEST = 'applied_without_request';

export interface TrackedPayment extends TakenPayment {
  /** true once transferTo posted */
  readonly transferred: boolean;
}

export function paymentFromWallet(tx: Transaction, input: { userId: number; purpose: string; amountKobo: bigint; reference: string }): TrackedPayment {
  let transferred = false;
  return {
    ...input,
    paymentMethod: 'Wallet',
    charge: null,
    get transferred() {
      return transferred;
    },
    async transferTo(to: PaymentTransferInput) {
      if (transferred) throw new Error(`Payment ${input.reference} was transferred already`);
      const wallet = await memberAccount(tx, input.userId, MEMBER_ACCOUNT_KIND.wallet);
      let posted: TransferResult;
      try {
        posted = await transfer(tx, {
          reference: input.reference,
          kind: to.kind,
          userId: input.userId,
          description: to.description,
          postings: [
            { accountId: wallet, amount: -input.amountKobo },
            { accountId: to.accountId, amount: input.amountKobo },
          ],
          metadata: { payment_method: 'Wallet', ...to.metadata },
        });
      } catch (error) {
        if (error instanceof InsufficientFundsError && error.accountId === wallet) throw unprocessable(insufficientBalanceMessage(error.available));
        throw error;
      }
      transferred = true;
      return balanceAfter(posted, to.accountId);
    },
  };
}

export function paymentFromCharge(tx: Transaction, charge: PaymentCharge, options: { withoutRequest: boolean }): TrackedPayment {
  let transferred = false;
  return {
    userId: charge.userId,
    purpose: charge.purpose,
    amountKobo: charge.amountKobo,
    reference: charge.reference,
    paymentMethod: CARD_PAYMENT_METHOD,
    charge,
    get transferred() {
      return transferred;
    },
    async transferTo(to: PaymentTransferInput) {
      if (transferred) throw new Error(`Payment ${charge.reference} was transferred already`);
      const posted = await transfer(tx, {
        reference: charge.reference,
        kind: to.kind,
        userId: charge.userId,
        description: to.description,
        postings: await cardMoneyPostings(tx, charge, to.accountId),
        metadata: {
          payment_method: CARD_PAYMENT_METHOD,
          charge_reference: charge.reference,
          fee: formatKobo(charge.feeKobo),
          card_id: charge.cardId,
          ...to.metadata,
          ...(options.withoutRequest ? { [APPLIED_WITHOUT_REQUEST]: true } : {}),
        },
      });
      transferred = true;
      return balanceAfter(posted, to.accountId);
    },
  };
}

/** the account's running balance after its last posting in the transfer */
function balanceAfter(posted: TransferResult, accountId: number): bigint {
  const postings = posted.postings.filter((p) => p.accountId === accountId);
  if (!postings.length) throw new Error(`Transfer ${posted.reference} did not touch account ${accountId}`);
  return postings[postings.length - 1].balanceAfter;
}
