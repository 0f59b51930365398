// The card commission the member pays on top of the amount (facts §5, Paystack's local card pricing):
// 1.5% of the amount, plus ₦100 when the amount is ₦2,500 or more, capped at ₦2,000.
// Integer kobo only: 1.5% of k kobo is 15k/1000 kobo, rounded half up to the kobo ((15k + 500) div 1000).

export const CARD_FEE_RATE_PER_MILLE = 15n;
export const CARD_FEE_FLAT_KOBO = 10_000n; // ₦100
export const CARD_FEE_FLAT_THRESHOLD_KOBO = 250_000n; // ₦2,500
export const CARD_FEE_CAP_KOBO = 200_000n; // ₦2,000

export function cardFee(amountKobo: bigint): bigint {
  if (amountKobo <= 0n) return 0n;
  const percentage = (amountKobo * CARD_FEE_RATE_PER_MILLE + 500n) / 1000n;
  const fee = percentage + (amountKobo >= CARD_FEE_FLAT_THRESHOLD_KOBO ? CARD_FEE_FLAT_KOBO : 0n);
  return fee > CARD_FEE_CAP_KOBO ? CARD_FEE_CAP_KOBO : fee;
}

export interface CardFeePreview {
  amount: bigint;
  fee: bigint;
  total: bigint;
}

/** What a card payment of `amountKobo` costs the member. */
export function cardFeePreview(amountKobo: bigint): CardFeePreview {
  const fee = cardFee(amountKobo);
  return { amount: amountKobo, fee, total: amountKobo + fee };
}
