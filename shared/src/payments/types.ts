// The public shapes of PayWith (ARCHITECTURE §5): which sources a member may pay from, and the source handed back,
// which an area's request spreads into its body next to its own fields (the API's one payment-source use case).
import type { ChargePurpose } from '@coop/api/contract';

export type PaySourceKind = 'wallet' | 'saved_card' | 'new_card';
export type PaymentPurpose = ChargePurpose;

export const ALL_PAY_SOURCES: readonly PaySourceKind[] = ['wallet', 'saved_card', 'new_card'];

export type PaymentSource =
  | { payment_method: 'Wallet' }
  /** a new card, already paid and VERIFIED by the API; `paystack_id` is the charge reference */
  | { payment_method: 'Paystack'; paystack_id: string; save_card: boolean }
  /** a saved card: the API charges it when the area posts its request */
  | { payment_method: 'Debit Card'; card_id: number };

export type NewCardSource = Extract<PaymentSource, { payment_method: 'Paystack' }>;

export interface PayWithProps {
  /** exact naira decimal string, e.g. "2500.00" */
  amount: string;
  /** the charge purpose a card payment is made for (the API checks it) */
  purpose: PaymentPurpose;
  /** default all three; wallet funding passes ['saved_card', 'new_card'] */
  sources?: PaySourceKind[];
  /** e.g. 'Add Fund', 'Pay', 'Make Payment' */
  submitLabel?: string;
  /** the caller's own request is pending */
  busy?: boolean;
  /** show "Would you like to save your card" for a new card (default true) */
  allowSaveCard?: boolean;
  /** the source to send with the screen's request (a new card is paid by then) */
  onPaid(source: PaymentSource): void;
  onCancel?(): void;
}

export function isNewCardSource(source: PaymentSource): source is NewCardSource {
  return source.payment_method === 'Paystack';
}
