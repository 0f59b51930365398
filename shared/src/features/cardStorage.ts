// localStorage `card_id` (spec §3): shared writes and reads it; forgetting it after the card is deleted is ours.
import { getStoredItem, setStoredItem, STORAGE_KEYS } from '@coop/shared/core';

export function rememberCardId(id: number): void {
  setStoredItem(STORAGE_KEYS.cardId, String(id));
}

/** Forgets the stored card when it is the one deleted; true when it was. */
export function forgetCardId(id: number): boolean {
  if (getStoredItem(STORAGE_KEYS.cardId) !== String(id)) return false;
  try {
    window.localStorage.removeItem(STORAGE_KEYS.cardId);
  } catch {
    // storage unavailable: nothing was stored either
  }
  return true;
}
