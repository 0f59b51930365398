// The wallet calls (spec §7 "Wallet and bank", facts §2.10).
import { http } from '@coop/shared';
import type { FundWalletReply, FundWalletRequest, WalletBalanceReply, WalletHistoryReply } from '@coop/api/contract';

/** `POST save_wallet/store`: the amount and PayWith's source (a paid checkout's `paystack_id` or a saved card's `card_id`). */
export type FundWalletBody = FundWalletRequest;

export const walletApi = {
  balance: () => http.get<WalletBalanceReply>('show_wallet_balance'),
  history: (page: number) => http.get<WalletHistoryReply>('show_wallet', { query: { page } }),
  fund: (body: FundWalletBody, idempotencyKey: string) => http.post<FundWalletReply>('save_wallet/store', body, { idempotencyKey }),
};
