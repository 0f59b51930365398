// A payment by a new card saves that card (the reply's `card_id`): PayWith offers it first next time, in every remote.
import { useEffect } from 'react';
import { rememberCardId } from '../cardStorage';

export function useRememberPaidCard(call: { done: boolean; reply: unknown }) {
  const { done, reply } = call;
  useEffect(() => {
    const cardId = done ? (reply as { card_id?: number | null } | null)?.card_id : null;
    if (cardId) rememberCardId(cardId);
  }, [done, reply]);
}
