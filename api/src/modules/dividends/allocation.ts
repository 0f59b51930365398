// The pro-rata split of a dividend by shares, to the kobo, exactly: each holder gets floor(total × shares / Σshares),
// then the kobo left over go one each to the largest remainders (ties: the lowest user id), so the parts sum to the total.

export interface Holding {
  userId: number;
  sharesKobo: bigint;
}

export interface Allocation extends Holding {
  amountKobo: bigint;
}

export function allocateDividend(totalKobo: bigint, holdings: Holding[]): Allocation[] {
  const totalShares = holdings.reduce((sum, h) => sum + h.sharesKobo, 0n);
  if (totalShares <= 0n) return [];
  const parts = holdings.map((h) => ({
    ...h,
    amountKobo: (totalKobo * h.sharesKobo) / totalShares,
    remainder: (totalKobo * h.sharesKobo) % totalShares,
  }));
  let left = totalKobo - parts.reduce((sum, p) => sum + p.amountKobo, 0n);
  const byRemainder = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.userId - b.userId : a.remainder > b.remainder ? -1 : 1));
  for (const part of byRemainder) {
    if (left <= 0n) break;
    part.amountKobo += 1n;
    left -= 1n;
  }
  return parts
    .map(({ userId, sharesKobo, amountKobo }) => ({ userId, sharesKobo, amountKobo }))
    .sort((a, b) => (a.amountKobo === b.amountKobo ? a.userId - b.userId : a.amountKobo > b.amountKobo ? -1 : 1));
}
