// Exact comparisons of naira decimal strings ("1500.00"), through integer kobo: never a float.
const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/** "1500.5" → 150050n; null when it is not a non-negative amount with at most two decimals. */
export function nairaToKobo(value: string | null | undefined): bigint | null {
  const match = DECIMAL.exec((value ?? '').trim());
  if (!match) return null;
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** a payable amount: a valid decimal greater than zero */
export function isPositiveNaira(value: string | null | undefined): boolean {
  const kobo = nairaToKobo(value);
  return kobo !== null && kobo > 0n;
}

/** true when `balance` covers `amount` (both decimal strings); false when either is not a valid amount */
export function coversAmount(balance: string | null | undefined, amount: string | null | undefined): boolean {
  const have = nairaToKobo(balance);
  const need = nairaToKobo(amount);
  return have !== null && need !== null && have >= need;
}
