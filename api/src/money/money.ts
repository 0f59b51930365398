// Money is integer kobo (bigint) inside, an exact decimal string with two places on the wire.
// Parsing never goes through a float.
import { z } from 'zod';

/** ₦1,000,000,000 per single amount: far above any real movement, far below int8 overflow. */
export const MAX_AMOUNT_KOBO = 100_000_000_000n;

const DECIMAL = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

/** "1500", "1500.5", "1500.50", 1500.5 → kobo; null when not a non-negative amount with ≤ 2 decimals. */
export function parseNaira(value: unknown): bigint | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value); // shortest round-trip form: 1500.5 → "1500.5", never "1500.4999…"
  } else if (typeof value === 'string') {
    text = value.trim().replace(/,/g, '');
  } else {
    return null;
  }
  const match = DECIMAL.exec(text);
  if (!match) return null;
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

export function formatKobo(kobo: bigint | number | string): string {
  const k = BigInt(kobo);
  const sign = k < 0n ? '-' : '';
  const abs = k < 0n ? -k : k;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** "₦1,234,567.89": for e-mails, notifications, messages and printed statements (never through a float) */
export function formatNairaText(kobo: bigint | number | string): string {
  const k = BigInt(kobo);
  const [whole, fraction] = formatKobo(k < 0n ? -k : k).split('.');
  return `${k < 0n ? '-' : ''}₦${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** zod: an amount in naira (number or string, ≤ 2 decimals) → kobo, strictly positive and capped. */
export function nairaAmount(label = 'amount') {
  return z
    .union([z.string(), z.number()], { error: `The ${label} is required` })
    .transform((value, ctx) => {
      const kobo = parseNaira(value);
      if (kobo === null) {
        ctx.addIssue({ code: 'custom', message: `The ${label} must be a number with at most 2 decimal places` });
        return z.NEVER;
      }
      if (kobo <= 0n) {
        ctx.addIssue({ code: 'custom', message: `The ${label} must be greater than zero` });
        return z.NEVER;
      }
      if (kobo > MAX_AMOUNT_KOBO) {
        ctx.addIssue({ code: 'custom', message: `The ${label} is above the limit of ₦1,000,000,000` });
        return z.NEVER;
      }
      return kobo;
    });
}

/**
 * A total the client shows and sends along (compared with the server's, never used): null when not sent, a 422 with
 * `label` when it is not an amount.
 */
export const clientTotal = (label: string) =>
  z.unknown().optional().transform((value, ctx): bigint | null => {
    if (value === undefined || value === null || value === '') return null;
    const kobo = parseNaira(value);
    if (kobo === null) {
      ctx.addIssue({ code: 'custom', message: `The ${label} must be an amount with at most 2 decimal places` });
      return z.NEVER;
    }
    return kobo;
  });
