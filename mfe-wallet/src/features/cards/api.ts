// Saved cards (facts §2.10, §5): list, delete, and a new card saved through the ₦100 test charge.
import { http, type NewCardSource } from '@coop/shared';
import type { FundWalletReply, MutationReply, SavedCard } from '@coop/api/contract';

/** The card test charge: ₦100 that lands in the wallet (facts §4.7 "Card save"). */
export const CARD_TEST_AMOUNT = '100.00';

/** `save_wallet/store` with the test charge's reference: the card was saved when the charge was verified */
export type SaveCardBody = { amount: string } & NewCardSource;

export const cardsApi = {
  list: () => http.get<SavedCard[] | { data: SavedCard[] }>('getCards'),
  remove: (id: number) => http.post<MutationReply>(`deleteCards/${id}`),
  save: (body: SaveCardBody, idempotencyKey: string) => http.post<FundWalletReply>('save_wallet/store', body, { idempotencyKey }),
};
