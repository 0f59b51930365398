// The request fields that are secrets, wherever they appear in a body: kept out of logs and idempotency hashes.
export const SECRET_FIELDS = [
  'password',
  'old_password',
  'new_password',
  'password_confirmation',
  'token',
  'pin',
  'withdrawal_pin',
  'card_number',
  'cvv',
] as const;

export const SECRET_FIELD_SET: ReadonlySet<string> = new Set(SECRET_FIELDS);

/** A copy of `value` without the secret fields, at every depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date || Buffer.isBuffer(value)) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !SECRET_FIELD_SET.has(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}
