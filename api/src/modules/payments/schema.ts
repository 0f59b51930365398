// Request validation for the payments routes (zod; errors become 422 with the message a member can act on).
import { z } from 'zod';
import { nairaAmount } from '../../money/money';
import { referenceParam } from '../../http/validation';
import { UNKNOWN_BANK_MESSAGE } from './banks';

// the payments area's wire door: what other areas' body schemas build on (they import this file, not the area's
// index, so the front end's type-check of the contract never loads the area's services)
export { chargeReference, checkPaymentSource, paymentSourceBody, paymentSourceFields, savedCardId, type PaymentSourceBody } from './paymentSource';
export { UNKNOWN_BANK_MESSAGE };

export const feePreviewQuery = z.object({ amount: nairaAmount() });

export const resolveAccountQuery = z.object({
  account_number: z
    .string({ error: 'The account number is required' })
    .trim()
    .regex(/^\d{10}$/, 'The account number must be 10 digits'),
  bank_code: z
    .string({ error: 'Choose your bank' })
    .trim()
    .regex(/^\d{3,6}$/, UNKNOWN_BANK_MESSAGE),
});

export const cardIdParams = z.object({
  id: z.coerce.number({ error: 'Card not found' }).int('Card not found').positive('Card not found').max(2 ** 53 - 1, 'Card not found'),
});

export const chargeReferenceParams = z.object({ reference: referenceParam() });

export const webhookParams = z.object({ provider: z.string().max(40) });
