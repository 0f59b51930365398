// Naira arithmetic on exact decimal strings ("1500.00"), through integer kobo: no float ever touches an amount.
// What the remotes show as sums, differences, shares and instalments; the server computes the same way.
import { nairaToKobo } from '../payments/kobo';
import { koboToNaira } from './naira';

/** "1500.00" + "250.50" → "1750.50"; null when either is not an amount */
export function addNaira(a: string, b: string): string | null {
  const x = nairaToKobo(a);
  const y = nairaToKobo(b);
  return x === null || y === null ? null : koboToNaira(x + y);
}

/** a − b (may be negative); "0.00" when either is not an amount */
export function minusNaira(a: string, b: string): string {
  const x = nairaToKobo(a);
  const y = nairaToKobo(b);
  return x === null || y === null ? '0.00' : koboToNaira(x - y);
}

/** amount × n for a whole n ≥ 0; "0.00" when it is not an amount */
export function timesNaira(amount: string, n: number): string {
  const kobo = nairaToKobo(amount);
  return kobo === null || !Number.isInteger(n) || n < 0 ? '0.00' : koboToNaira(kobo * BigInt(n));
}

/** the sum of amounts, each one that is not an amount counting as zero */
export function sumNaira(amounts: readonly string[]): string {
  return koboToNaira(amounts.reduce((total, a) => total + (nairaToKobo(a) ?? 0n), 0n));
}

/** amount − covered, never below zero (what is still to find) */
export function shortfallNaira(amount: string, covered: string): string {
  const a = nairaToKobo(amount) ?? 0n;
  const c = nairaToKobo(covered) ?? 0n;
  return koboToNaira(a > c ? a - c : 0n);
}

/** amount > limit; what is not an amount counts as zero */
export function nairaAbove(amount: string, limit: string): boolean {
  return (nairaToKobo(amount) ?? 0n) > (nairaToKobo(limit) ?? 0n);
}

/** one of `parts` equal payments, rounded up to the kobo (⌈total ÷ parts⌉); null when there is nothing to split */
export function shareOfNaira(total: string, parts: number): string | null {
  const kobo = nairaToKobo(total);
  if (kobo === null || kobo <= 0n || !Number.isInteger(parts) || parts < 1) return null;
  const n = BigInt(parts);
  return koboToNaira(kobo / n + (kobo % n === 0n ? 0n : 1n));
}
