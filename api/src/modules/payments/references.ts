// Our charge references, made on the server: FIN-{category}-{user id, 5 digits}-{random}. The category is the
// original client's transaction category code (facts §4.6), so references stay recognisable in the provider's
// dashboard. Characters stay within what Paystack accepts (letters, digits, '-').
import crypto from 'node:crypto';

const CATEGORY_BY_PURPOSE: Record<string, string> = {
  regular_savings: '01',
  target_savings: '02',
  shareholding: '03',
  save_to_loan: '05',
  loan_repayment: '04',
  wallet_funding: '07',
  business_repayment: '08',
  product_financing: '09',
  investment: '09',
  registration_fee: '20',
  loan_form_fee: '21',
  card_verification: '30',
};

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function chargeCategory(purpose: string): string {
  return CATEGORY_BY_PURPOSE[purpose] ?? '00';
}

export function newChargeReference(purpose: string, userId: number): string {
  const bytes = crypto.randomBytes(10);
  let random = '';
  for (const byte of bytes) random += ALPHABET[byte % ALPHABET.length];
  return `FIN-${chargeCategory(purpose)}-${String(userId).padStart(5, '0')}-${random}`;
}
