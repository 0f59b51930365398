// Money checks on exact decimal strings: no float ever touches an amount.
import { parseNairaInput } from '../format/naira';

/** "0.00", "-5.00" → false; "0.01" → true */
export function isPositiveAmount(value: string | null | undefined): boolean {
  if (!value) return false;
  const trimmed = value.trim();
  return !trimmed.startsWith('-') && /^\d+(\.\d+)?$/.test(trimmed) && /[1-9]/.test(trimmed);
}

export const AMOUNT_MESSAGES = {
  required: 'this field is required',
  invalid: 'Enter an amount in naira, with at most 2 decimals (for example 1500 or 1500.50)',
  positive: 'The amount must be more than ₦0.00',
} as const;

/** What a member typed → an exact "1500.00" string, or the message to show under the field. */
export function readAmount(input: string): { amount: string } | { error: string } {
  if (!input.trim()) return { error: AMOUNT_MESSAGES.required };
  const amount = parseNairaInput(input);
  if (amount === null) return { error: AMOUNT_MESSAGES.invalid };
  if (!isPositiveAmount(amount)) return { error: AMOUNT_MESSAGES.positive };
  return { amount };
}
