// Membership: the registration fee and paying it.
import type { z } from 'zod';
import type { registrationFeeBody } from '../modules/membership/schema';
import type { Money } from './common';

/** `GET get_registration_fee` */
export interface RegistrationFeeReply {
  success: true;
  fee: Money;
  member_status: boolean;
}
/**
 * `POST registration_fee_payment?token= {payment_method: 'Wallet' | 'Paystack', paystack_id?, card_id?}`
 * (Idempotency-Key); then the client logs out (spec §4). Paystack needs `paystack_id` (a `registration_fee` charge
 * from `payments/charges`) or `card_id` (a saved card). A member already: 409 'You are already a member'.
 */
export type RegistrationFeePaymentRequest = z.input<typeof registrationFeeBody>;
export interface RegistrationFeePaymentReply {
  success: true;
  message: string;
  member_status: true;
  /** the fee paid */
  amount: Money;
  reference: string;
}
