// Validation of the administrators' settings changes: money as naira (≤ 2 decimals, > 0), durations in whole months,
// the wait after a bank account change in whole hours (0 turns it off), the withdrawal PIN limits as whole counts
// within the bounds the database's society_settings_pin_check keeps.
import { z } from 'zod';
import { nairaAmount } from '../../money/money';

export const MAX_DURATION_MONTHS = 120;
/** 30 days: longer would stop a member who changed banks honestly from withdrawing for too long */
export const MAX_COOLING_HOURS = 720;

function wholeNumber(label: string, unit: string, min: number, max: number) {
  const message = `The ${label} must be a whole number of ${unit} from ${min} to ${max}`;
  return z
    .union([z.number(), z.string().trim().regex(/^\d{1,4}$/, { error: message })], { error: message })
    .transform(Number)
    .pipe(z.number().int({ error: message }).min(min, { error: message }).max(max, { error: message }));
}

const months = (label: string) => wholeNumber(label, 'months', 1, MAX_DURATION_MONTHS);

export const settingsUpdateBody = z
  .strictObject(
    {
    registration_fee: nairaAmount('registration fee').optional(),
    minimum_shareholding: nairaAmount('minimum shareholding').optional(),
    loan_form_fee: nairaAmount('loan form fee').optional(),
    loan_repayment_duration_months: months('loan repayment duration').optional(),
    business_finance_payment_duration_months: months('business finance payment duration').optional(),
    bank_change_cooling_hours: wholeNumber('waiting time after a bank account change', 'hours', 0, MAX_COOLING_HOURS).optional(),
    group_loan_quorum: wholeNumber('group loan quorum', 'members', 1, 4).optional(),
    dual_approval_above: nairaAmount('amount above which a second administrator must disburse').optional(),
    loan_reminder_days: wholeNumber('repayment reminder lead time', 'days', 0, 30).optional(),
    pin_requests_per_hour: wholeNumber('PIN requests per hour', 'requests', 1, 100).optional(),
    pin_max_attempts: wholeNumber('wrong tries per PIN', 'tries', 1, 20).optional(),
    wrong_pins_to_lock: wholeNumber('wrong PINs that lock withdrawals', 'wrong PINs', 1, 100).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown setting: ${issue.keys.join(', ')}` : undefined) },
  )
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: 'Send at least one setting to change' });
