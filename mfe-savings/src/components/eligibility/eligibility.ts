// The loan ceiling (facts §4.7): a loan may be at most twice the guarantable amount, so a loan of `amount` needs
// amount/2 guarantable; what is missing is to be saved. Exact in kobo, half a kobo rounded up.
import { koboToNaira, nairaToKobo } from '@coop/shared';
import type { Money } from '@coop/api/contract';

export function moreToSave(loanAmount: Money, guarantable: Money): Money {
  const loan = nairaToKobo(loanAmount) ?? 0n;
  const have = nairaToKobo(guarantable) ?? 0n;
  const needed = (loan + 1n) / 2n;
  return koboToNaira(needed > have ? needed - have : 0n);
}
