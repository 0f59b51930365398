// Validation of the administrators' settings changes: money as naira (≤ 2 decimals, > 0), durations in whole months.
import { z } from 'zod';
import { nairaAmount } from '../../money/money';

export const MAX_DURATION_MONTHS = 120;

function months(label: string) {
  const message = `The ${label} must be a whole number of months from 1 to ${MAX_DURATION_MONTHS}`;
  return z
    .union([z.number(), z.string().trim().regex(/^\d{1,4}$/, { error: message })], { error: message })
    .transform(Number)
    .pipe(z.number().int({ error: message }).min(1, { error: message }).max(MAX_DURATION_MONTHS, { error: message }));
}

export const settingsUpdateBody = z
  .strictObject(
    {
    registration_fee: nairaAmount('registration fee').optional(),
    minimum_shareholding: nairaAmount('minimum shareholding').optional(),
    loan_form_fee: nairaAmount('loan form fee').optional(),
    loan_repayment_duration_months: months('loan repayment duration').optional(),
    business_finance_payment_duration_months: months('business finance payment duration').optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown setting: ${issue.keys.join(', ')}` : undefined) },
  )
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: 'Send at least one setting to change' });
