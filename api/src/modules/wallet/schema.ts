// Request validation for the wallet routes.
import { z } from 'zod';
import { pageQuery, recordId } from '../../http/validation';
import { nairaAmount } from '../../money/money';

/** '' and null mean "not sent" (the original client sends `paystack_id: ""` with a saved card and the reverse) */
const absent = <T>(value: T) => (value === '' || value === null ? undefined : value);

export const chargeReference = () =>
  z.preprocess(
    // the parameter's type is the request type the contract derives (any value is still checked below)
    (value: string | null | undefined) => absent(value),
    z
      .string({ error: 'The payment reference must be text' })
      .trim()
      .min(6, { error: 'The payment reference is not valid' })
      .max(100, { error: 'The payment reference is not valid' })
      .regex(/^[A-Za-z0-9.=-]+$/, { error: 'The payment reference is not valid' })
      .optional(),
  );

export const savedCardId = () => z.preprocess((value: number | string | null | undefined) => (value === 0 || value === '0' ? undefined : absent(value)), recordId('The card').optional());

/** The original client sent `save_card` here too; whether a card is saved is decided when the charge starts. */
const ignoredFlag = z.unknown().optional();

export const PAYMENT_METHOD_MESSAGE = 'Wallet funding is paid by card: the payment method must be Paystack';

export const fundWalletBody = z
  .object({
    amount: nairaAmount().optional(),
    payment_method: z
      .string({ error: (issue) => (issue.input === undefined ? 'The payment method is required' : PAYMENT_METHOD_MESSAGE) })
      .trim()
      .refine((value) => /^(paystack|debit card|card)$/i.test(value), { error: PAYMENT_METHOD_MESSAGE }),
    paystack_id: chargeReference(),
    card_id: savedCardId(),
    save_card: ignoredFlag,
  })
  .superRefine((body, ctx) => {
    if (body.paystack_id && body.card_id) {
      ctx.addIssue({ code: 'custom', path: ['card_id'], message: 'Pay with either a new card (paystack_id) or a saved card (card_id), not both' });
    } else if (!body.paystack_id && !body.card_id) {
      ctx.addIssue({ code: 'custom', path: ['paystack_id'], message: 'Pay with a new card (paystack_id) or one of your saved cards (card_id)' });
    } else if (body.card_id && body.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'The amount is required' });
    }
  });

export const walletHistoryQuery = z.object({
  ...pageQuery({ defaultPerPage: 20, maxPerPage: 100 }),
  token: z.string().optional().describe('session token, when not sent as a Bearer header'),
});
