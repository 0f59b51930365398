// A PIN's digits and its salted hash (only the hash is stored).
import crypto from 'node:crypto';

export function newPin(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashPin(pin: string): string {
  const salt = crypto.randomBytes(16).toString('base64url');
  return `sha256$${salt}$${crypto.createHash('sha256').update(`${salt}:${pin}`).digest('hex')}`;
}

export function pinMatches(pin: string, stored: string): boolean {
  const [scheme, salt, hex] = stored.split('$');
  if (scheme !== 'sha256' || !salt || !hex) return false;
  const actual = crypto.createHash('sha256').update(`${salt}:${pin}`).digest();
  const expected = Buffer.from(hex, 'hex');
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
