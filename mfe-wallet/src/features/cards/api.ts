// Saved cards (facts §2.10, §5): list, delete, and a new card saved through the ₦100 test charge. The list is a loader
// for `useLoad`; the changes are paths and bodies for the remote's calls (features/calls.ts).
import { accepted, getStoredItem, http, STORAGE_KEYS, type NewCardSource } from '@coop/shared';
import type { SavedCard } from '@coop/api/contract';

/** The card test charge: ₦100 that lands in the wallet (facts §4.7 "Card save"). */
export const CARD_TEST_AMOUNT = '100.00';

/** `save_wallet/store` with the test charge's reference: the card was saved when the charge was verified */
export type SaveCardBody = { amount: string } & NewCardSource;

export const cardsApi = {
  list: async (signal?: AbortSignal): Promise<SavedCard[]> => {
    const reply = accepted(await http.get<SavedCard[] | { data: SavedCard[] }>('getCards', { signal }));
    return Array.isArray(reply) ? reply : (reply.data ?? []);
  },
};

export const cardsPaths = {
  remove: (id: number) => `deleteCards/${id}`,
  save: 'save_wallet/store',
};

export const saveCardBody = (paystackId: string): SaveCardBody => ({ amount: CARD_TEST_AMOUNT, payment_method: 'Paystack', paystack_id: paystackId, save_card: true });

/** the saved card to charge next time (spec §3 `card_id`, kept in localStorage) */
export function storedCardId(): number | null {
  const raw = getStoredItem(STORAGE_KEYS.cardId);
  const id = raw ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}
