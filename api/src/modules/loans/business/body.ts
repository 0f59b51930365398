// The fields of a `business_request` (facts §2.7), validated like any body: the client's repayment amount is
// ignored (the server computes the instalment), its start date checked against the server's own date.
import { z } from 'zod';
import { nairaAmount } from '../../../money/money';
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
