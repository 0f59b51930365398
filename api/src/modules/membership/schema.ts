import { z } from 'zod';
import { chargeReference, savedCardId } from '../payments';

const METHOD_MESSAGE = 'The payment method must be Wallet or Paystack';

export const registrationFeeBody = z
  .object({
    payment_method: z
      .string({ error: (issue) => (issue.input === undefined ? 'The payment method is required' : METHOD_MESSAGE) })
      .trim()
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(['wallet', 'paystack'], { error: METHOD_MESSAGE })),
    paystack_id: chargeReference(),
    card_id: savedCardId(),
  })
  .superRefine((body, ctx) => {
    if (body.payment_method !== 'paystack') return;
    if (body.paystack_id && body.card_id) {
      ctx.addIssue({ code: 'custom', path: ['card_id'], message: 'Pay with either a new card (paystack_id) or a saved card (card_id), not both' });
    } else if (!body.paystack_id && !body.card_id) {
      ctx.addIssue({ code: 'custom', path: ['paystack_id'], message: 'Pay with a new card (paystack_id) or one of your saved cards (card_id)' });
    }
  });
