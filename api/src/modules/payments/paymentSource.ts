// The payment-source part of a money request body, as the original client sends it (facts §2, §5):
//   { payment_method: 'Wallet' | 'Paystack' | 'Debit Card' | …, paystack_id, card_id, save_card }
// (loan_form_fee and make_down_payment name the method `form_payment`). Areas spread `paymentSourceFields` into their
// body schema, add `.superRefine(checkPaymentSource)` and hand `paymentSourceOf(body)` to takeFromMember.
import { z } from 'zod';
import { recordId } from '../../http/validation';

/** where the money comes from, as takeFromMember reads it */
export type PaymentSource = { kind: 'wallet' } | { kind: 'checkout'; reference: string } | { kind: 'saved_card'; cardId: number };

export const PAYMENT_SOURCE_MESSAGES = {
  methodRequired: 'The payment method is required',
  method: 'The payment method must be Wallet, Paystack or Debit Card',
  both: 'Pay with either a new card (paystack_id) or a saved card (card_id), not both',
  neither: 'Pay with a new card (paystack_id) or one of your saved cards (card_id)',
} as const;

/** '' and null mean "not sent" (the original client sends `paystack_id: ""` with a saved card and the reverse) */
const absent = <T>(value: T) => (value === '' || value === null ? undefined : value);

/** a checkout charge's reference, as the provider's callback handed it to the client */
export const chargeReference = () =>
  z.preprocess(
    // the parameter's type is what the contract's request types show (any value is still checked below)
    (value: string | null | undefined) => absent(value),
    z
      .string({ error: 'The payment reference must be text' })
      .trim()
      .min(6, { error: 'The payment reference is not valid' })
      .max(100, { error: 'The payment reference is not valid' })
      .regex(/^[A-Za-z0-9.=-]+$/, { error: 'The payment reference is not valid' })
      .optional(),
  );

/** one of the member's saved cards; 0 and '' mean none */
export const savedCardId = () => z.preprocess((value: number | string | null | undefined) => (value === 0 || value === '0' ? undefined : absent(value)), recordId('The card').optional());

/** Every spelling the original client used: the wallet, or the card rail (checkout or saved card). */
const METHODS: Record<string, 'wallet' | 'card'> = {
  wallet: 'wallet',
  paystack: 'card',
  'debit card': 'card',
  card: 'card',
  'bank account': 'card',
};

const paymentMethod = () =>
  z
    .string({ error: PAYMENT_SOURCE_MESSAGES.method })
    .trim()
    .transform((value, ctx) => {
      const method = METHODS[value.toLowerCase()];
      if (!method) {
        ctx.addIssue({ code: 'custom', message: PAYMENT_SOURCE_MESSAGES.method });
        return z.NEVER;
      }
      return method;
    })
    .optional();

/** Spread into an area's body schema (z.object({ ...paymentSourceFields, amount: … })). */
export const paymentSourceFields = {
  payment_method: paymentMethod(),
  form_payment: paymentMethod(),
  paystack_id: chargeReference(),
  card_id: savedCardId(),
  /** whether to keep a new card is decided when its checkout starts (POST payments/charges `save_card`) */
  save_card: z.unknown().optional(),
};

export interface PaymentSourceBody {
  payment_method?: 'wallet' | 'card';
  form_payment?: 'wallet' | 'card';
  paystack_id?: string;
  card_id?: number;
}

/** The rules between the fields; use as `.superRefine(checkPaymentSource)`. */
export function checkPaymentSource(body: PaymentSourceBody, ctx: z.RefinementCtx): void {
  const method = body.payment_method ?? body.form_payment;
  if (!method) {
    ctx.addIssue({ code: 'custom', path: ['payment_method'], message: PAYMENT_SOURCE_MESSAGES.methodRequired });
  } else if (method === 'card') {
    if (body.paystack_id && body.card_id) ctx.addIssue({ code: 'custom', path: ['card_id'], message: PAYMENT_SOURCE_MESSAGES.both });
    else if (!body.paystack_id && !body.card_id) ctx.addIssue({ code: 'custom', path: ['paystack_id'], message: PAYMENT_SOURCE_MESSAGES.neither });
  }
}

/** A body with just the payment source (an area's own fields go next to these). */
export const paymentSourceBody = z.object(paymentSourceFields).superRefine(checkPaymentSource);

/** The source a body checked by checkPaymentSource names. */
export function paymentSourceOf(body: PaymentSourceBody): PaymentSource {
  const method = body.payment_method ?? body.form_payment;
  if (method === 'wallet') return { kind: 'wallet' };
  if (body.paystack_id) return { kind: 'checkout', reference: body.paystack_id };
  if (body.card_id) return { kind: 'saved_card', cardId: body.card_id };
  throw new Error('paymentSourceOf: the body was not checked with checkPaymentSource');
}
