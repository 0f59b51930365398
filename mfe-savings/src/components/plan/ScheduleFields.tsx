// Frequency, its day, the time and the start date of a plan: one set of fields for regular, save-to-loan and target
// plans (facts §3.3). Weekly asks for the day of the week, Monthly for the day of the month.
import { lagosToday, Select, TextField, type SelectOption } from '@coop/shared';
import type { ScheduleErrors, ScheduleValues } from './schedule';

export const FREQUENCIES: SelectOption[] = ['Daily', 'Weekly', 'Monthly'].map((f) => ({ value: f, label: f }));
export const WEEK_DAYS: SelectOption[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((label, i) => ({ value: String(i + 1), label }));
const MONTH_DAYS: SelectOption[] = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

export interface ScheduleFieldsProps {
  values: ScheduleValues;
  errors: ScheduleErrors;
  onChange: (patch: Partial<ScheduleValues>) => void;
}

export function ScheduleFields({ values, errors, onChange }: ScheduleFieldsProps) {
  return (
    <>
      <Select
        label="Select Frequency"
        name="frequency"
        placeholder="Choose a frequency"
        options={FREQUENCIES}
        value={values.frequency}
        error={errors.frequency}
        required
        onChange={(event) => onChange({ frequency: event.target.value as ScheduleValues['frequency'] })}
      />
      {values.frequency === 'Weekly' && (
        <Select
          label="Select Day of the Week"
          name="transaction_day"
          placeholder="Choose a day"
          options={WEEK_DAYS}
          value={values.transaction_day}
          error={errors.transaction_day}
          required
          onChange={(event) => onChange({ transaction_day: event.target.value })}
        />
      )}
      {values.frequency === 'Monthly' && (
        <Select
          label="Select Transaction Day"
          name="transaction_month"
          placeholder="Choose a day of the month"
          hint="A shorter month is charged on its last day"
          options={MONTH_DAYS}
          value={values.transaction_month}
          error={errors.transaction_month}
          required
          onChange={(event) => onChange({ transaction_month: event.target.value })}
        />
      )}
      <TextField
        label="Transaction Time"
        name="transaction_time"
        type="time"
        hint="Lagos time"
        value={values.transaction_time}
        error={errors.transaction_time}
        required
        onChange={(event) => onChange({ transaction_time: event.target.value })}
      />
      <TextField
        label="Start Date"
        name="start_date"
        type="date"
        min={lagosToday()}
        value={values.start_date}
        error={errors.start_date}
        required
        onChange={(event) => onChange({ start_date: event.target.value })}
      />
    </>
  );
}
