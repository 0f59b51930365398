// Card money in the ledger. A member pays amount + card fee by card; every module that gives value for a card charge
// books it the same way (one balanced transfer):
//   provider_clearing   −total    the provider holds the whole payment for us until it settles to our bank account
//                                 (negative = the provider owes us)
//   <destination>       +amount   what the member paid for: their wallet, registration fee income, …
//   card_fees           +fee      pass-through: the fee the provider keeps at settlement. Booking the settlement
//                                 (bank +net, card_fees −fee, provider_clearing +total) brings it back to zero.
import type { Executor } from '../../db/client';
import type { PaymentCharge } from '../../db/schema';
import { SOCIETY_ACCOUNT_KIND, societyAccount, type PostingInput } from '../../ledger';
import { formatNairaText } from '../../money/money';

/** the society account the card fees pass through (see above) */
export const CARD_FEES_PURPOSE = 'card_fees';

/** how card money shows on statements (`payment_method` in a transfer's metadata) */
export const CARD_PAYMENT_METHOD = 'Debit Card';

export async function cardMoneyPostings(tx: Executor, charge: Pick<PaymentCharge, 'amountKobo' | 'feeKobo' | 'totalKobo'>, destinationAccountId: number): Promise<PostingInput[]> {
  const clearing = await societyAccount(tx, SOCIETY_ACCOUNT_KIND.providerClearing);
  const postings: PostingInput[] = [
    { accountId: clearing, amount: -charge.totalKobo },
    { accountId: destinationAccountId, amount: charge.amountKobo },
  ];
  // a zero fee would be a zero posting, which the ledger refuses
  if (charge.feeKobo > 0n) postings.push({ accountId: await societyAccount(tx, CARD_FEES_PURPOSE), amount: charge.feeKobo });
  return postings;
}

/** ₦1,500.00 for messages and notifications */
export const naira = (kobo: bigint): string => formatNairaText(kobo);
