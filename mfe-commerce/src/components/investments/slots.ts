// Buying slots (facts §2.9, §3.9): whole slots, at least 1, no more than remain; total = slots × current value, in
// exact kobo so the total sent is the one the server computes.
import { formatDate, timesNaira } from '@coop/shared';
import type { InvestmentCard } from '@coop/api/contract';

export const SLOT_MESSAGES = {
  required: 'Enter how many slots to buy',
  whole: 'Slots must be a whole number',
  atLeastOne: 'Buy at least 1 slot',
};

export const slotsLeft = (left: number, name: string) => `Only ${left} slot${left === 1 ? ' is' : 's are'} left in ${name}`;

export type SlotsReading = { slots: number } | { error: string };

export function readSlots(input: string, unitRemaining: number, name: string): SlotsReading {
  const typed = input.trim();
  if (!typed) return { error: SLOT_MESSAGES.required };
  if (!/^\d+$/.test(typed)) return { error: SLOT_MESSAGES.whole };
  const slots = Number(typed);
  if (slots < 1) return { error: SLOT_MESSAGES.atLeastOne };
  if (slots > unitRemaining) return { error: slotsLeft(unitRemaining, name) };
  return { slots };
}

/** slots × the price of one slot, as a naira decimal string; "0.00" while the slots are not a whole number */
export function slotsTotal(input: string | number, currentValue: string): string {
  const typed = String(input).trim();
  return /^\d{1,9}$/.test(typed) ? timesNaira(currentValue, Number(typed)) : '0.00';
}

export interface SaleState {
  label: string;
  tone: 'success' | 'danger' | 'neutral';
  /** why slots cannot be bought, or null while they can */
  reason: string | null;
}

/** on sale, sold out or closed, in the server's words (api investments/purchase.ts assertBuyable) */
export function saleStateOf(card: Pick<InvestmentCard, 'on_sale' | 'unit_remaining' | 'investment_type' | 'application_date' | 'status'>): SaleState {
  if (card.on_sale) return { label: 'On sale', tone: 'success', reason: null };
  if (card.unit_remaining <= 0) return { label: 'Sold out', tone: 'danger', reason: `${card.investment_type} is sold out` };
  if (card.status !== 'open') return { label: 'Closed', tone: 'neutral', reason: `${card.investment_type} has matured: slots can no longer be bought` };
  return { label: 'Closed', tone: 'neutral', reason: `${card.investment_type} is closed: slots could be bought until ${formatDate(card.application_date)}` };
}
