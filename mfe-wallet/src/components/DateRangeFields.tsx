import { TextField } from '@coop/shared';

export interface DateRangeFieldsProps {
  from: string;
  to: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
  /** shown under "To" when the range is backwards */
  error?: string;
}

/** Labelled From / To calendar dates (YYYY-MM-DD, as the API takes them). */
export function DateRangeFields({ from, to, onFromChange, onToChange, error }: DateRangeFieldsProps) {
  return (
    <>
      <TextField label="From" name="from" type="date" value={from} max={to || undefined} onChange={(e) => onFromChange(e.target.value)} />
      <TextField label="To" name="to" type="date" value={to} min={from || undefined} onChange={(e) => onToChange(e.target.value)} error={error} />
    </>
  );
}
