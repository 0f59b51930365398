// Which settings changes weaken a control (and so wait for a second administrator) and how a change reads in a
// proposal's summary. Weakening: a higher dual-approval threshold, a lower group loan quorum, a shorter wait after a
// bank account change, a lower minimum shareholding, higher withdrawal PIN limits (more PIN requests an hour, more
// wrong tries per PIN, more wrong PINs before the lock). Every other change (fees, durations, reminder days) is neutral.
import type { SocietySettings } from '../../contract';
import { formatNairaText, parseNaira } from '../../money/money';

export type SettingField = keyof SocietySettings;

/** the direction in which a control-setting gets weaker */
const WEAKER_WHEN: Partial<Record<SettingField, 'higher' | 'lower'>> = {
  dual_approval_above: 'higher',
  group_loan_quorum: 'lower',
  bank_change_cooling_hours: 'lower',
  minimum_shareholding: 'lower',
  pin_requests_per_hour: 'higher',
  pin_max_attempts: 'higher',
  wrong_pins_to_lock: 'higher',
};

/** a count's unit, many and one */
const COUNT_UNITS = {
  months: 'month',
  hours: 'hour',
  days: 'day',
  members: 'member',
  requests: 'request',
  tries: 'try',
  'wrong PINs': 'wrong PIN',
} as const;

interface FieldText {
  label: string;
  /** money in naira, or a count of this unit */
  unit: 'naira' | keyof typeof COUNT_UNITS;
}

const FIELD_TEXT: Record<SettingField, FieldText> = {
  registration_fee: { label: 'registration fee', unit: 'naira' },
  minimum_shareholding: { label: 'minimum shareholding', unit: 'naira' },
  loan_form_fee: { label: 'loan form fee', unit: 'naira' },
  loan_repayment_duration_months: { label: 'longest loan repayment', unit: 'months' },
  business_finance_payment_duration_months: { label: 'longest business finance repayment', unit: 'months' },
  bank_change_cooling_hours: { label: 'wait after a bank account change', unit: 'hours' },
  group_loan_quorum: { label: 'group loan quorum', unit: 'members' },
  dual_approval_above: { label: 'dual-approval threshold', unit: 'naira' },
  loan_reminder_days: { label: 'repayment reminder lead time', unit: 'days' },
  pin_requests_per_hour: { label: 'PIN requests per hour', unit: 'requests' },
  pin_max_attempts: { label: 'wrong tries per PIN', unit: 'tries' },
  wrong_pins_to_lock: { label: 'wrong PINs that lock withdrawals', unit: 'wrong PINs' },
};

type WireValue = SocietySettings[SettingField];

/** exact comparison of two wire values: kobo for money, whole numbers otherwise */
function compare(field: SettingField, a: WireValue, b: WireValue): number {
  const [x, y] = FIELD_TEXT[field].unit === 'naira' ? [parseNaira(a) ?? 0n, parseNaira(b) ?? 0n] : [BigInt(a), BigInt(b)];
  return x === y ? 0 : x > y ? 1 : -1;
}

export function weakens(field: SettingField, before: WireValue, after: WireValue): boolean {
  const weaker = WEAKER_WHEN[field];
  if (!weaker) return false;
  const direction = compare(field, after, before);
  return weaker === 'higher' ? direction > 0 : direction < 0;
}

export function settingLabel(field: SettingField): string {
  return FIELD_TEXT[field].label;
}

export function settingValueText(field: SettingField, value: WireValue): string {
  const { unit } = FIELD_TEXT[field];
  if (unit === 'naira') return formatNairaText(parseNaira(value) ?? 0n);
  return `${value} ${Number(value) === 1 ? COUNT_UNITS[unit] : unit}`;
}

/** "Raise the dual-approval threshold from ₦500,000.00 to ₦1,000,000.00" */
export function describeChange(field: SettingField, before: WireValue, after: WireValue): string {
  const { label, unit } = FIELD_TEXT[field];
  const up = compare(field, after, before) > 0;
  const verb = unit === 'months' || unit === 'hours' || unit === 'days' ? (up ? 'Lengthen' : 'Shorten') : up ? 'Raise' : 'Lower';
  return `${verb} the ${label} from ${settingValueText(field, before)} to ${settingValueText(field, after)}`;
}
