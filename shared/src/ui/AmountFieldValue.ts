// What AmountField shows while the member types ("1,500,000.50") and what it gives the screen ("1500000.50"):
// exact decimal strings through integer kobo, never a float. The rules and messages are mfe-wallet's readAmount's.
import { formatNaira, parseNairaInput } from '../format/naira';
import { nairaToKobo } from '../payments/kobo';
import { MESSAGES } from '../validation/messages';

export const AMOUNT_FIELD_MESSAGES = {
  required: MESSAGES.fieldRequired,
  invalid: 'Enter an amount in naira, with at most 2 decimals (for example 1500 or 1500.50)',
  positive: 'The amount must be more than ₦0.00',
  atLeast: (min: string) => `The amount must be at least ${formatNaira(min)}`,
  atMost: (max: string) => `The amount must be at most ${formatNaira(max)}`,
} as const;

export interface AmountLimits {
  /** exact naira decimal strings, e.g. "100.00" */
  min?: string;
  max?: string;
  /** what to say above `max` instead of "The amount must be at most …" (a screen's own words) */
  aboveMax?: string;
}

export type AmountReading = { amount: string } | { error: string };

/** What a member typed → an exact "1500.00" string, or the message to show under the field. */
export function readAmountField(text: string, { min, max, aboveMax }: AmountLimits = {}): AmountReading {
  if (!text.trim()) return { error: AMOUNT_FIELD_MESSAGES.required };
  const amount = parseNairaInput(text);
  const kobo = nairaToKobo(amount);
  if (amount === null || kobo === null) return { error: AMOUNT_FIELD_MESSAGES.invalid };
  if (kobo <= 0n) return { error: AMOUNT_FIELD_MESSAGES.positive };
  const least = nairaToKobo(min);
  if (min && least !== null && kobo < least) return { error: AMOUNT_FIELD_MESSAGES.atLeast(min) };
  const most = nairaToKobo(max);
  if (max && most !== null && kobo > most) return { error: aboveMax ?? AMOUNT_FIELD_MESSAGES.atMost(max) };
  return { amount };
}

/** digits and the first '.', nothing else */
function keepAmountCharacters(text: string): string {
  let kept = '';
  let dot = false;
  for (const char of text) {
    if (char >= '0' && char <= '9') kept += char;
    else if (char === '.' && !dot) {
      dot = true;
      kept += char;
    }
  }
  return kept;
}

function groupThousands(kept: string): string {
  const dot = kept.indexOf('.');
  const whole = dot < 0 ? kept : kept.slice(0, dot);
  const fraction = dot < 0 ? '' : kept.slice(dot);
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + fraction;
}

/**
 * The text as typed, with thousand separators, and where the caret goes: after the same digits it followed before
 * the separators moved ("1500|" → "1,500|"; deleting the "," of "1,|500" leaves "1|,500").
 */
export function formatAmountTyping(raw: string, caret: number = raw.length): { text: string; caret: number } {
  const text = groupThousands(keepAmountCharacters(raw));
  let before = keepAmountCharacters(raw.slice(0, caret)).length;
  let position = 0;
  while (before > 0 && position < text.length) {
    if (text[position] !== ',') before -= 1;
    position += 1;
  }
  return { text, caret: position };
}
