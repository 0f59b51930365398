// Starting a card checkout (issue 3). The other payment replies (payment_methods, getApiKey, fee preview, banks,
// resolve, cards, charge status) are in modules/payments/contract.ts.
import type { Money } from './common';

/** the savings four are registered by the savings module (modules/savings/purposes.ts) */
export type ChargePurpose =
  | 'wallet_funding'
  | 'card_verification'
  | 'registration_fee'
  | 'regular_savings'
  | 'target_savings'
  | 'save_to_loan'
  | 'shareholding'
  | 'loan_form_fee'
  | 'loan_repayment'
  | 'business_repayment'
  | 'order_down_payment'
  | 'order_repayment'
  | 'investment_purchase';
/**
 * `POST payments/charges {purpose, amount?, save_card?, callback_path?}` → open `authorization_url` (the provider's
 * checkout; it returns the member to `callback_path?reference=…`), then send `reference` as `paystack_id` to
 * `save_wallet/store` or `registration_fee_payment`. `card_verification` is always ₦100 and saves the card;
 * `registration_fee` takes the fee from the society settings (any `amount` sent is ignored).
 */
export interface StartChargeRequest {
  purpose: ChargePurpose;
  amount?: Money | number;
  save_card?: boolean;
  /** an in-app path, default `/wallet` (`/settings` for card_verification) */
  callback_path?: string;
}
export interface StartChargeReply {
  success: true;
  reference: string;
  authorization_url: string;
  amount: Money;
  fee: Money;
  total: Money;
}
