// How a group loan's uncovered part (amount − the borrower's own cover) is shared by the approvals that reach the
// quorum: the i-th approval pledges ⌊U ÷ quorum⌋, the first (U mod quorum) one kobo more, so the quorum's pledges add
// up to U exactly; approvals after the quorum pledge nothing.
import type { Loan } from '../../../db/schema';

export function groupShare(loan: Pick<Loan, 'amountKobo' | 'ownCoverKobo' | 'quorum'>, approvalNumber: number): bigint {
  const quorum = loan.quorum ?? 4;
  if (approvalNumber > quorum) return 0n;
  const uncovered = loan.amountKobo - loan.ownCoverKobo;
  const base = uncovered / BigInt(quorum);
  return base + (BigInt(approvalNumber) <= uncovered % BigInt(quorum) ? 1n : 0n);
}
