// Exact naira arithmetic for what the screens show (through kobo, never a float).
import { koboToNaira, nairaToKobo } from '@coop/shared';

/** a − b, as a naira decimal string ("0.00" when either is not an amount) */
export function minusNaira(a: string, b: string): string {
  const left = nairaToKobo(a);
  const right = nairaToKobo(b);
  if (left === null || right === null) return '0.00';
  return koboToNaira(left - right);
}

/** amount × n, as a naira decimal string */
export function timesNaira(amount: string, n: number): string {
  const kobo = nairaToKobo(amount);
  if (kobo === null || !Number.isInteger(n) || n < 0) return '0.00';
  return koboToNaira(kobo * BigInt(n));
}
