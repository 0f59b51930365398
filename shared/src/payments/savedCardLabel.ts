import type { SavedCard } from '@coop/api/contract';

/** "Visa •••• 4081" */
export function savedCardName(card: Pick<SavedCard, 'brand' | 'last4'>): string {
  const brand = (card.brand ?? '').trim();
  const label = brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card';
  return `${label} •••• ${card.last4}`;
}

/** "Access Bank · Expires 12/30" */
export function savedCardDetails(card: Pick<SavedCard, 'bank' | 'exp_month' | 'exp_year'>): string {
  const parts: string[] = [];
  if (card.bank) parts.push(card.bank);
  if (card.exp_month && card.exp_year) parts.push(`Expires ${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`);
  return parts.join(' · ');
}
