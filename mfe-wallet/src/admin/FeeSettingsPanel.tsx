// Fee settings (SA, ADMIN): the society's fees (exact naira), the longest repayment durations (months) and how long
// withdrawals wait after a member changes their bank account (hours, 0 for not at all); and the loans' rules: the group
// loan quorum, the amount above which a second administrator must disburse, and the reminder lead time.
import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, ErrorState, formatDateTime, formatNaira, readAmountField, Spinner, TextField } from '@coop/shared';
import type { SocietySettings } from '@coop/api/contract';
import { selectFeeSettings } from '../features/admin/selectors';
import { settingsRequested, settingsSaveRequested } from '../features/admin/slice';
import styles from './Panel.module.css';

type MoneyField = 'registration_fee' | 'minimum_shareholding' | 'loan_form_fee' | 'dual_approval_above';
type WholeField = 'loan_repayment_duration_months' | 'business_finance_payment_duration_months' | 'bank_change_cooling_hours' | 'group_loan_quorum' | 'loan_reminder_days';
type Field = MoneyField | WholeField;

export const MIN_MONTHS = 1;
export const MAX_MONTHS = 60;
export const MONTHS_MESSAGE = `Enter a whole number of months from ${MIN_MONTHS} to ${MAX_MONTHS}`;
/** the API's limit: 30 days */
export const MAX_COOLING_HOURS = 720;
export const COOLING_MESSAGE = `Enter a whole number of hours from 0 to ${MAX_COOLING_HOURS}`;

const MONEY_FIELDS: { key: MoneyField; label: string }[] = [
  { key: 'registration_fee', label: 'Registration fee (₦)' },
  { key: 'minimum_shareholding', label: 'Minimum shareholding (₦)' },
  { key: 'loan_form_fee', label: 'Loan form fee (₦)' },
  { key: 'dual_approval_above', label: 'Second administrator must disburse loans above (₦)' },
];
const WHOLE_FIELDS: { key: WholeField; label: string; min: number; max: number; message: string; hint: string }[] = [
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
    hint: `Withdrawals wait this long after a member changes their bank account; 0 to ${MAX_COOLING_HOURS}, 0 for no wait`,
  },
  {
    key: 'group_loan_quorum',
    label: 'Group loan quorum (members)',
    min: 1,
    max: 4,
    message: 'Enter a whole number of members from 1 to 4',
    hint: 'How many of the other four members must approve a group loan',
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
const LABELS: Record<Field, string> = Object.fromEntries([...MONEY_FIELDS, ...WHOLE_FIELDS].map((f) => [f.key, f.label])) as Record<Field, string>;

function toForm(settings: SocietySettings): Record<Field, string> {
  return {
    registration_fee: settings.registration_fee,
    minimum_shareholding: settings.minimum_shareholding,
    loan_form_fee: settings.loan_form_fee,
    loan_repayment_duration_months: String(settings.loan_repayment_duration_months),
    business_finance_payment_duration_months: String(settings.business_finance_payment_duration_months),
    bank_change_cooling_hours: String(settings.bank_change_cooling_hours),
    dual_approval_above: settings.dual_approval_above,
    group_loan_quorum: String(settings.group_loan_quorum),
    loan_reminder_days: String(settings.loan_reminder_days),
  };
}

/** Validated values ready to PUT, or the errors to show. */
export function readSettings(form: Record<Field, string>): { settings: SocietySettings } | { errors: Partial<Record<Field, string>> } {
  const errors: Partial<Record<Field, string>> = {};
  const money: Partial<Record<MoneyField, string>> = {};
  for (const { key } of MONEY_FIELDS) {
    const read = readAmountField(form[key]);
    if ('error' in read) errors[key] = read.error;
    else money[key] = read.amount;
  }
  const whole: Partial<Record<WholeField, number>> = {};
  for (const { key, min, max, message } of WHOLE_FIELDS) {
    const text = form[key].trim();
    const value = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
    if (!text) errors[key] = 'this field is required';
    else if (!(value >= min && value <= max)) errors[key] = message;
    else whole[key] = value;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { settings: { ...(money as Record<MoneyField, string>), ...(whole as Record<WholeField, number>) } };
}

function changeText(field: string, value: string): string {
  if (field.endsWith('_months')) return `${value} months`;
  if (field === 'group_loan_quorum') return `${value} members`;
  if (field.endsWith('_days')) return `${value} days`;
  return field.endsWith('_hours') ? `${value} hours` : formatNaira(value);
}

export default function FeeSettingsPanel() {
  const dispatch = useDispatch();
  const state = useSelector(selectFeeSettings);
  const [form, setForm] = useState<Record<Field, string> | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  useEffect(() => {
    dispatch(settingsRequested());
  }, [dispatch]);

  useEffect(() => {
    if (state.data) setForm(toForm(state.data));
  }, [state.data]);

  if (!form) {
    if (state.error) return <ErrorState message={state.error} onRetry={() => dispatch(settingsRequested())} />;
    return <Spinner label="Loading the fee settings…" />;
  }

  const set = (field: Field, value: string) => {
    setForm({ ...form, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const read = readSettings(form);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    dispatch(settingsSaveRequested(read.settings));
  };

  return (
    <div className={styles.panel}>
      <form className={styles.form} onSubmit={save} noValidate aria-label="Fee settings">
        {MONEY_FIELDS.map(({ key, label }) => (
          <TextField key={key} label={label} name={key} inputMode="decimal" value={form[key]} onChange={(e) => set(key, e.target.value)} error={errors[key]} required />
        ))}
        {WHOLE_FIELDS.map(({ key, label, hint }) => (
          <TextField
            key={key}
            label={label}
            name={key}
            inputMode="numeric"
            value={form[key]}
            onChange={(e) => set(key, e.target.value)}
            error={errors[key]}
            hint={hint}
            required
          />
        ))}
        <div className={`${styles.row} ${styles.full}`}>
          <Button type="submit" loading={state.saving}>
            Save settings
          </Button>
        </div>
      </form>
      {state.savedMessage && (
        <p className={styles.message} role="status">
          {state.savedMessage}
        </p>
      )}
      {state.saveError && (
        <p className={styles.error} role="alert">
          {state.saveError}
        </p>
      )}
      {state.changes.length > 0 && (
        <section aria-label="Recent changes">
          <h3>Recent changes</h3>
          <ul className={styles.changes}>
            {state.changes.slice(0, 10).map((change) => (
              <li key={change.id}>
                {formatDateTime(change.changed_at)}: {LABELS[change.field as Field] ?? change.field} {changeText(change.field, change.old_value)} →{' '}
                {changeText(change.field, change.new_value)}
                {change.changed_by ? ` by ${change.changed_by.name}` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
