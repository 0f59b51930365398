// The wallet calls (spec §7 "Wallet and bank", facts §2.10): the reads are loaders for `useLoad`; funding is a path for
// the remote's calls (features/calls.ts).
import { accepted, asPaginator, http } from '@coop/shared';
import type { FundWalletRequest, Money, WalletBalanceReply, WalletHistoryReply } from '@coop/api/contract';

/** `POST save_wallet/store`: the amount and PayWith's source (a paid checkout's `paystack_id` or a saved card's `card_id`). */
export type FundWalletBody = FundWalletRequest;

export const WALLET_PATH = '/wallet';

export const walletApi = {
  balance: async (signal?: AbortSignal): Promise<Money> => accepted(await http.get<WalletBalanceReply>('show_wallet_balance', { signal })).balance,
  history: async (page: number, signal?: AbortSignal): Promise<WalletHistoryReply> =>
    asPaginator(accepted(await http.get<WalletHistoryReply>('show_wallet', { query: { page }, signal }))),
};

export const walletPaths = {
  fund: 'save_wallet/store',
};
