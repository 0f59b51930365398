// The society settings form's fields, their checks, and how a change reads ("12 months", "₦5,000.00"). Money is read
// as exact naira text (never a float); whole numbers within the API's bounds.
import { formatNaira, readAmountField } from '@coop/shared';
import type { SocietySettings } from '@coop/api/contract';

export type MoneyField = 'registration_fee' | 'minimum_shareholding' | 'loan_form_fee' | 'dual_approval_above';
export type WholeField = 'loan_repayment_duration_months' | 'business_finance_payment_duration_months' | 'bank_change_cooling_hours' | 'group_loan_quorum' | 'loan_reminder_days';
export type PinField = 'pin_requests_per_hour' | 'pin_max_attempts' | 'wrong_pins_to_lock';
export type Field = MoneyField | WholeField | PinField;
export type SettingsForm = Record<Field, string>;

export const MIN_MONTHS = 1;
export const MAX_MONTHS = 120;
export const MONTHS_MESSAGE = `Enter a whole number of months from ${MIN_MONTHS} to ${MAX_MONTHS}`;
/** the API's limit: 30 days */
export const MAX_COOLING_HOURS = 720;
export const COOLING_MESSAGE = `Enter a whole number of hours from 0 to ${MAX_COOLING_HOURS}`;

export const MONEY_FIELDS: { key: MoneyField; label: string; hint?: string }[] = [
  { key: 'registration_fee', label: 'Registration fee (₦)' },
  { key: 'minimum_shareholding', label: 'Minimum shareholding (₦)', hint: 'Lowering it waits for a second administrator' },
  { key: 'loan_form_fee', label: 'Loan form fee (₦)' },
  { key: 'dual_approval_above', label: 'Second administrator must disburse loans above (₦)', hint: 'Raising it waits for a second administrator' },
];

interface CountField<K> {
  key: K;
  label: string;
  min: number;
  max: number;
  message: string;
  hint: string;
}

export const WHOLE_FIELDS: CountField<WholeField>[] = [
  { key: 'loan_repayment_duration_months', label: 'Loan repayment duration (months)', min: MIN_MONTHS, max: MAX_MONTHS, message: MONTHS_MESSAGE, hint: `${MIN_MONTHS} to ${MAX_MONTHS}` },
  {
    key: 'business_finance_payment_duration_months',
    label: 'Business finance repayment duration (months)',
    min: MIN_MONTHS,
    max: MAX_MONTHS,
    message: MONTHS_MESSAGE,
    hint: `${MIN_MONTHS} to ${MAX_MONTHS}`,
  },
  {
    key: 'bank_change_cooling_hours',
    label: 'Wait after a bank account change (hours)',
    min: 0,
    max: MAX_COOLING_HOURS,
    message: COOLING_MESSAGE,
    hint: `Withdrawals wait this long after a member changes their bank account; 0 to ${MAX_COOLING_HOURS}. Shortening it waits for a second administrator`,
  },
  {
    key: 'group_loan_quorum',
    label: 'Group loan quorum (members)',
    min: 1,
    max: 4,
    message: 'Enter a whole number of members from 1 to 4',
    hint: 'How many of the other four members must approve a group loan. Lowering it waits for a second administrator',
  },
  {
    key: 'loan_reminder_days',
    label: 'Repayment reminder (days before)',
    min: 0,
    max: 30,
    message: 'Enter a whole number of days from 0 to 30',
    hint: 'Members are reminded this many days before each instalment is due',
  },
];

/** the withdrawal PIN guard's limits (the API's bounds), shown as their own group: raising any of them weakens it */
export const PIN_FIELDS: (CountField<PinField> & { unit: { one: string; many: string } })[] = [
  {
    key: 'pin_requests_per_hour',
    label: 'PIN requests per hour',
    min: 1,
    max: 100,
    unit: { one: 'request', many: 'requests' },
    message: 'Enter a whole number of requests from 1 to 100',
    hint: 'Withdrawal PINs a member may ask for in an hour. Raising it waits for a second administrator',
  },
  {
    key: 'pin_max_attempts',
    label: 'Wrong tries per PIN',
    min: 1,
    max: 20,
    unit: { one: 'try', many: 'tries' },
    message: 'Enter a whole number of tries from 1 to 20',
    hint: 'A PIN is spent after this many wrong tries. Raising it waits for a second administrator',
  },
  {
    key: 'wrong_pins_to_lock',
    label: 'Wrong PINs that lock withdrawals',
    min: 1,
    max: 100,
    unit: { one: 'wrong PIN', many: 'wrong PINs' },
    message: 'Enter a whole number of wrong PINs from 1 to 100',
    hint: "Wrong PINs within a day that lock a member's withdrawals until they reset their password or are unlocked. Raising it waits for a second administrator",
  },
];

const COUNT_FIELDS: CountField<WholeField | PinField>[] = [...WHOLE_FIELDS, ...PIN_FIELDS];

export const FIELD_LABELS: Record<Field, string> = Object.fromEntries([...MONEY_FIELDS, ...COUNT_FIELDS].map((f) => [f.key, f.label])) as Record<Field, string>;

export function toForm(settings: SocietySettings): SettingsForm {
  return {
    registration_fee: settings.registration_fee,
    minimum_shareholding: settings.minimum_shareholding,
    loan_form_fee: settings.loan_form_fee,
    dual_approval_above: settings.dual_approval_above,
    loan_repayment_duration_months: String(settings.loan_repayment_duration_months),
    business_finance_payment_duration_months: String(settings.business_finance_payment_duration_months),
    bank_change_cooling_hours: String(settings.bank_change_cooling_hours),
    group_loan_quorum: String(settings.group_loan_quorum),
    loan_reminder_days: String(settings.loan_reminder_days),
    pin_requests_per_hour: String(settings.pin_requests_per_hour),
    pin_max_attempts: String(settings.pin_max_attempts),
    wrong_pins_to_lock: String(settings.wrong_pins_to_lock),
  };
}

/** both read the same way ("5000" and "5000.00" are one amount) */
function sameAmount(typed: string, saved: string): boolean {
  const read = readAmountField(saved);
  return 'amount' in read && read.amount === typed;
}

/** The fields that differ from what is saved, validated and ready to PUT; or the errors to show. */
export function readChanges(form: SettingsForm, saved: SocietySettings): { changes: Partial<SocietySettings> } | { errors: Partial<Record<Field, string>> } {
  const errors: Partial<Record<Field, string>> = {};
  const changes: Partial<Record<Field, string | number>> = {};
  for (const { key } of MONEY_FIELDS) {
    const read = readAmountField(form[key]);
    if ('error' in read) errors[key] = read.error;
    else if (!sameAmount(read.amount, saved[key])) changes[key] = read.amount;
  }
  for (const { key, min, max, message } of COUNT_FIELDS) {
    const text = form[key].trim();
    const value = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
    if (!text) errors[key] = 'this field is required';
    else if (!(value >= min && value <= max)) errors[key] = message;
    else if (value !== saved[key]) changes[key] = value;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { changes: changes as Partial<SocietySettings> };
}

/** a setting's value as a person reads it */
export function valueText(field: string, value: string): string {
  const pinField = PIN_FIELDS.find((f) => f.key === field);
  if (pinField) return `${value} ${value === '1' ? pinField.unit.one : pinField.unit.many}`;
  if (field.endsWith('_months')) return `${value} months`;
  if (field === 'group_loan_quorum') return `${value} members`;
  if (field.endsWith('_days')) return `${value} days`;
  return field.endsWith('_hours') ? `${value} hours` : formatNaira(value);
}
