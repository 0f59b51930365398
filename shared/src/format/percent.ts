// Progress between two amounts (e.g. a target's balance against its goal) without float arithmetic on money.
const DECIMAL = /^\d+(\.\d{1,2})?$/;

function toKobo(value: string | number): bigint | null {
  const text = String(value).trim().replace(/,/g, '');
  if (!DECIMAL.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** Whole percent (rounded down, 0…100) of `part` in `whole`; 0 when `whole` is zero or either is invalid. */
export function percentOf(part: string | number, whole: string | number): number {
  const p = toKobo(part);
  const w = toKobo(whole);
  if (p === null || w === null || w === 0n) return 0;
  const percent = (p * 100n) / w;
  return Number(percent > 100n ? 100n : percent);
}
