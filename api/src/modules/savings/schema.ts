// Request validation for the savings money routes (facts §2.2–§2.5, §2.11): the original client's payloads as sent.
// Keys the server does not use (`date_time`, `acct_type`, `target_name`, the body's `id`) are accepted and dropped.
import { z } from 'zod';
import { pageQuery, recordId } from '../../http/validation';
import { nairaAmount } from '../../money/money';
// from the file itself, not the payments index: that brings the routes (and Fastify's types) into the front ends' contract
import { checkPaymentSource, paymentSourceFields } from '../payments/schema';

/** money into a package: `{amount, payment_method, paystack_id, save_card, card_id}` (amount optional with a checkout: the charge carries it) */
export const fundBody = z.object({ ...paymentSourceFields, amount: nairaAmount().optional() }).superRefine(checkPaymentSource);

/** money out of a package into the wallet */
export const amountBody = z.object({ amount: nairaAmount() });

export const targetIdParams = z.object({ id: recordId('The target') });
export const planIdParams = z.object({ id: recordId('The plan') });

export const historyQuery = z.object({ ...pageQuery({ defaultPerPage: 20, maxPerPage: 100 }) });
