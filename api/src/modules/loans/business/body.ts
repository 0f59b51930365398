// The fields of a `business_request` (facts §2.7), validated like any body: the client's repayment amount is
// ignored (the server computes the instalment), its start date checked against the server's own date; and what an
// acceptance of the society's offer names.
import { z } from 'zod';
import { clientTotal, nairaAmount } from '../../../money/money';
import { durationMonths, loanFrequency, startDate } from '../termFields';

export const businessRequestFields = z
  .object({
    business_name: z.string({ error: 'The business name is required' }).trim().min(1, { error: 'The business name is required' }).max(100, { error: 'The business name can be at most 100 characters' }),
    frequency: loanFrequency,
    requested_amount: nairaAmount('requested amount'),
    repayment_duration: durationMonths,
    start_date: startDate,
    repayment_amount: z.unknown().optional(),
  })
  .transform((b) => ({ businessName: b.business_name, frequency: b.frequency, amountKobo: b.requested_amount, durationMonths: b.repayment_duration, startDate: b.start_date }));

export type BusinessRequestInput = z.output<typeof businessRequestFields>;

const VERSION_MESSAGE = 'The offer version must be a whole number: reload the page and try again';

/**
 * What an acceptance names (issue 26: the offer cannot change under the member): the offer's version as the member's
 * reads show it, or its total_amount (the original client's field); in the query of a GET or the body of a POST.
 */
export const offerNamed = z
  .object({
    offer_version: z
      .union([z.number(), z.string().trim()], { error: VERSION_MESSAGE })
      .optional()
      .nullable()
      .transform((value, ctx): number | null => {
        if (value === undefined || value === null || value === '') return null;
        const text = String(value);
        if (!/^\d{1,9}$/.test(text)) {
          ctx.addIssue({ code: 'custom', message: VERSION_MESSAGE });
          return z.NEVER;
        }
        return Number(text);
      }),
    total_amount: clientTotal('total amount'),
  })
  .transform((b) => ({ version: b.offer_version, totalKobo: b.total_amount }));

export type OfferNamed = z.output<typeof offerNamed>;
