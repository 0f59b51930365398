// Request validation for the wallet routes.
import { z } from 'zod';
import { pageQuery } from '../../http/validation';
import { nairaAmount } from '../../money/money';
import { chargeReference, savedCardId } from '../payments/schema';

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
});
