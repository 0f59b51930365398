// Money checks on exact decimal strings: no float ever touches an amount. What a member types is read by
// AmountField's readAmountField.

/** "0.00", "-5.00" → false; "0.01" → true */
export function isPositiveAmount(value: string | null | undefined): boolean {
  if (!value) return false;
  const trimmed = value.trim();
  return !trimmed.startsWith('-') && /^\d+(\.\d+)?$/.test(trimmed) && /[1-9]/.test(trimmed);
}
