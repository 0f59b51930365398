// The wallet's charge purposes: funding the wallet by card, and the ₦100 charge that adds (verifies) a card, which
// also lands in the wallet. Both are card money only, credited by creditWalletByCard.
import type { PaymentPurpose, PaymentsService } from '../payments';
import { CARD_VERIFICATION, WALLET_FUNDING, creditWalletByCard } from './service';

export const CARD_VERIFICATION_KOBO = 10_000n;

/** the part of a wallet request (save_wallet/store, or a checkout start) these purposes read */
export interface WalletFundingInput {
  amount?: bigint;
}

export function registerWalletPurposes(payments: PaymentsService, now: () => Date): void {
  const credit = (tx: Parameters<PaymentPurpose['apply']>[0], payment: Parameters<PaymentPurpose['apply']>[1]) => creditWalletByCard(tx, payment, now());

  payments.registerPurpose<WalletFundingInput, void>({
    name: WALLET_FUNDING,
    title: 'wallet funding',
    sources: ['card'],
    payers: 'anyone',
    // the member's choice; a checkout carries it, and when the request repeats it, it must match
    amount: async (_executor, { input }) => input.amount ?? null,
    apply: credit,
    callback: credit,
    checkout: { callbackPath: '/wallet' },
  });

  payments.registerPurpose<WalletFundingInput, void>({
    name: CARD_VERIFICATION,
    title: 'adding a card',
    sources: ['card'],
    payers: 'anyone',
    amount: async () => CARD_VERIFICATION_KOBO,
    apply: credit,
    callback: credit,
    checkout: { callbackPath: '/settings', saveCard: true },
  });
}
