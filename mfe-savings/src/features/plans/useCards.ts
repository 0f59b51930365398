// The member's saved cards (`getCards`), read when a plan form opens: the card its autosave charges.
import { useLoad } from '@coop/shared';
import type { SavedCard } from '@coop/api/contract';
import { calls } from '../calls';
import { plansApi } from './api';

const readCards = async (): Promise<SavedCard[]> => {
  const reply = await plansApi.cards();
  return Array.isArray(reply) ? reply : (reply.data ?? []);
};

export function useCards(enabled: boolean) {
  const version = calls.useVersion();
  return useLoad(readCards, `cards-${version}`, enabled);
}
