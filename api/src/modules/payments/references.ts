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

// random bytes drawn a few thousand at a time: one getrandom call per reference cost more than the rest of making it
const pool = Buffer.alloc(4096);
let drawn = pool.length;

function randomByte(): number {
  if (drawn === pool.length) {
    crypto.randomFillSync(pool);
    drawn = 0;
  }
  return pool[drawn++];
}

export function newChargeReference(purpose: string, userId: number): string {
  let random = '';
  // 256 is a multiple of the alphabet's 32 letters: every letter is as likely
  for (let i = 0; i < 10; i++) random += ALPHABET[randomByte() % ALPHABET.length];
  return `FIN-${chargeCategory(purpose)}-${String(userId).padStart(5, '0')}-${random}`;
}
