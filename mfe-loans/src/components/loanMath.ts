// The loan form's figures as the server computes them (facts §4.7): instalments are ⌈total ÷ n⌉ kobo, n = months
// (Monthly) or 4 × months (Weekly); the ceiling is twice the guarantable amount.
import { nairaToKobo } from '@coop/shared';

export type Frequency = 'Weekly' | 'Monthly';

const naira = (kobo: bigint) => `${kobo / 100n}.${(kobo % 100n).toString().padStart(2, '0')}`;

export function instalment(amount: string, months: number, frequency: Frequency): string | null {
  const kobo = nairaToKobo(amount);
  if (kobo === null || kobo <= 0n || months < 1) return null;
  const n = BigInt(frequency === 'Weekly' ? months * 4 : months);
  return naira(kobo / n + (kobo % n === 0n ? 0n : 1n));
}

/** amount − guarantable, never below zero */
export function toGuarantee(amount: string, guarantable: string): string {
  const a = nairaToKobo(amount) ?? 0n;
  const g = nairaToKobo(guarantable) ?? 0n;
  return naira(a > g ? a - g : 0n);
}

export function sum(amounts: string[]): string {
  return naira(amounts.reduce((s, a) => s + (nairaToKobo(a) ?? 0n), 0n));
}

export function above(amount: string, limit: string): boolean {
  return (nairaToKobo(amount) ?? 0n) > (nairaToKobo(limit) ?? 0n);
}

export const monthOptions = (max: number) => Array.from({ length: Math.max(0, max) }, (_, i) => ({ value: String(i + 1), label: `${i + 1} month${i === 0 ? '' : 's'}` }));
