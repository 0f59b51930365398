// What an amount field holds, as an exact decimal string, for forms that check it themselves (an administrator's
// prices and mark-ups). A member's amounts go through AmountField and its messages instead.
import { koboToNaira } from '../format/naira';
import { nairaToKobo } from '../payments/kobo';
import { readAmountField } from './AmountFieldValue';

/** "1,500" → "1500.00"; null while it is empty or not an amount */
export function typedAmount(text: string): string | null {
  if (!text.trim()) return null;
  const reading = readAmountField(text);
  return 'amount' in reading ? reading.amount : null;
}

/** a field that may be zero or empty (a mark-up): "0.00" when empty, null when not an amount */
export function typedAmountOrZero(text: string): string | null {
  if (!text.trim()) return '0.00';
  const digits = text.replace(/,/g, '').trim();
  return /^\d+(\.\d{1,2})?$/.test(digits) ? koboToNaira(nairaToKobo(digits) ?? 0n) : null;
}
