// Exact sums of naira decimal strings through integer kobo, never a float.
import { koboToNaira, nairaToKobo, readAmountField } from '@coop/shared';

/** "1500.00" + "250.50" → "1750.50"; null when either is not an amount */
export function addNaira(a: string, b: string): string | null {
  const x = nairaToKobo(a);
  const y = nairaToKobo(b);
  return x === null || y === null ? null : koboToNaira(x + y);
}

/** what an amount field holds as "1500.00", or null while it is empty or wrong */
export function typedAmount(text: string): string | null {
  if (!text.trim()) return null;
  const reading = readAmountField(text);
  return 'amount' in reading ? reading.amount : null;
}

/** an amount field that may be zero or empty (a mark-up): "0.00" when empty */
export function typedAmountOrZero(text: string): string | null {
  if (!text.trim()) return '0.00';
  const digits = text.replace(/,/g, '').trim();
  return /^\d+(\.\d{1,2})?$/.test(digits) ? koboToNaira(nairaToKobo(digits) ?? 0n) : null;
}
