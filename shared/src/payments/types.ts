// The public shapes of PayWith (ARCHITECTURE §5): how a member may pay, and the verified choice handed back.
import type { ChargePurpose } from '@coop/api/contract';

export type PayMethod = 'wallet' | 'saved_card' | 'new_card';
export type PaymentPurpose = ChargePurpose;

export const ALL_PAY_METHODS: readonly PayMethod[] = ['wallet', 'saved_card', 'new_card'];

export type PayChoice =
  | { payment_method: 'Wallet' }
  /** a saved card: the API charges it when the caller posts */
  | { payment_method: 'Paystack'; card_id: number }
  /** a new card, already paid and VERIFIED by the API; `paystack_id` is the charge reference */
  | { payment_method: 'Paystack'; paystack_id: string; save_card: boolean; card_id: number | null };

export interface PayWithProps {
  /** exact naira decimal string, e.g. "2500.00" */
  amount: string;
  purpose: PaymentPurpose;
  /** default all three; wallet funding passes ['saved_card', 'new_card'] */
  methods?: PayMethod[];
  /** e.g. 'Add Fund', 'Pay', 'Make Payment' */
  submitLabel?: string;
  /** the caller's own request is pending */
  busy?: boolean;
  /** show "Would you like to save your card" for a new card (default true) */
  allowSaveCard?: boolean;
  onPay(choice: PayChoice): void;
  onCancel?(): void;
}

/** The request body for the money endpoints that take a PayChoice (`save_wallet/store`, `registration_fee_payment`). */
export type PayChoiceBody =
  | { payment_method: 'Wallet' }
  | { payment_method: 'Paystack'; card_id: number }
  | { payment_method: 'Paystack'; paystack_id: string; save_card: boolean };

export function isNewCardChoice(choice: PayChoice): choice is Extract<PayChoice, { paystack_id: string }> {
  return 'paystack_id' in choice;
}

export function isSavedCardChoice(choice: PayChoice): choice is Extract<PayChoice, { payment_method: 'Paystack'; card_id: number }> {
  return choice.payment_method === 'Paystack' && !('paystack_id' in choice);
}

/**
 * What to post for a choice. A new card sends only its reference: the API refuses `paystack_id` together with
 * `card_id` ("Pay with either a new card or a saved card, not both"), and the card was saved when it was verified.
 */
export function payChoiceToBody(choice: PayChoice): PayChoiceBody {
  if (isNewCardChoice(choice)) return { payment_method: 'Paystack', paystack_id: choice.paystack_id, save_card: choice.save_card };
  if (isSavedCardChoice(choice)) return { payment_method: 'Paystack', card_id: choice.card_id };
  return { payment_method: 'Wallet' };
}
