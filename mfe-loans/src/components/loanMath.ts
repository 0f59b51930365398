// The loan form's figures as the server computes them (facts §4.7): instalments are ⌈total ÷ n⌉ kobo, n = months
// (Monthly) or 4 × months (Weekly); the ceiling is twice the guarantable amount. The arithmetic is the kit's.
import { shareOfNaira } from '@coop/shared';

export type Frequency = 'Weekly' | 'Monthly';

export function instalment(amount: string, months: number, frequency: Frequency): string | null {
  return shareOfNaira(amount, frequency === 'Weekly' ? months * 4 : months);
}

export const monthOptions = (max: number) => Array.from({ length: Math.max(0, max) }, (_, i) => ({ value: String(i + 1), label: `${i + 1} month${i === 0 ? '' : 's'}` }));
