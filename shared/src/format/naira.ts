// Amounts are always shown as en-NG Naira. Values arrive as exact decimal strings ("1500.00"); they are
// formatted from the string, never through a float.
const formatter = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 2, maximumFractionDigits: 2 });

const DECIMAL = /^-?\d+(\.\d+)?$/;

export function formatNaira(value: string | number | bigint | null | undefined): string {
  if (value === null || value === undefined || value === '') return formatter.format(0);
  if (typeof value === 'bigint') return formatter.format(value as unknown as number);
  if (typeof value === 'string') {
    const trimmed = value.trim().replace(/,/g, '');
    if (!DECIMAL.test(trimmed)) return formatter.format(0);
    // Intl accepts a decimal string and formats it exactly (no binary rounding).
    return formatter.format(trimmed as unknown as number);
  }
  return formatter.format(value);
}

/** kobo (integer) → "1500.00" */
export function koboToNaira(kobo: bigint | number | string): string {
  const k = BigInt(kobo);
  const sign = k < 0n ? '-' : '';
  const abs = k < 0n ? -k : k;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/**
 * Parses what a member typed ("1,500", "1500.5", "₦2,000.00") into an exact decimal string with two places,
 * or null when it is not a valid non-negative amount with at most two decimals.
 */
export function parseNairaInput(input: string): string | null {
  const cleaned = input.replace(/[₦,\s]/g, '');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const whole = match[1].replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return `${whole}.${fraction}`;
}
