// The loan ceiling (facts §4.7): a loan may be at most twice the guarantable amount, so a loan of `amount` needs
// amount/2 guarantable; what is missing is to be saved. Exact in kobo, half a kobo rounded up.
import { shareOfNaira, shortfallNaira } from '@coop/shared';
import type { Money } from '@coop/api/contract';

export function moreToSave(loanAmount: Money, guarantable: Money): Money {
  return shortfallNaira(shareOfNaira(loanAmount, 2) ?? '0.00', guarantable);
}
