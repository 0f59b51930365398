import { TextField } from './TextField';
import { lagosToday } from '../features/dates';

export interface DateRangeFieldsProps {
  from: string;
  to: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
  /** shown under "To" when the range is backwards */
  error?: string;
}

/**
 * Labelled From / To calendar dates (YYYY-MM-DD, as the API takes them). The date pickers stop at today (Lagos): the
 * API refuses a period that starts after today.
 */
export function DateRangeFields({ from, to, onFromChange, onToChange, error }: DateRangeFieldsProps) {
  const today = lagosToday();
  const lastFrom = to && to < today ? to : today;
  return (
    <>
      <TextField label="From" name="from" type="date" value={from} max={lastFrom} onChange={(e) => onFromChange(e.target.value)} />
      <TextField label="To" name="to" type="date" value={to} min={from || undefined} max={today} onChange={(e) => onToChange(e.target.value)} error={error} />
    </>
  );
}
