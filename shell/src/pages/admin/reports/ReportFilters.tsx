// What a report is asked for, in the URL (a reload or a pasted link shows the same report): the day it is at the end
// of (every report but the monthly one; empty means today), the income period (the position), and how many months
// (the monthly report). Dates stop at today, as the API does.
import { DateRangeFields, lagosToday, rangeError, Select, TextField } from '@coop/shared';
import type { ReportName } from './reportsApi';
import styles from '../console/Section.module.css';

export const MONTH_CHOICES = ['3', '6', '12', '24'] as const;

export interface ReportParams {
  as_of: string;
  from: string;
  to: string;
  months: string;
}

interface ReportFiltersProps {
  report: ReportName;
  params: ReportParams;
  onChange: (name: keyof ReportParams, value: string) => void;
}

export function ReportFilters({ report, params, onChange }: ReportFiltersProps) {
  const today = lagosToday();
  return (
    <div className={styles.filters} role="group" aria-label="Report options">
      {report === 'monthly' ? (
        <Select label="Months" name="months" value={params.months} options={MONTH_CHOICES.map((m) => ({ value: m, label: `Last ${m} months` }))} onChange={(e) => onChange('months', e.target.value)} />
      ) : (
        <TextField label="As of (end of day)" name="as_of" type="date" max={today} value={params.as_of} hint="Empty: today" onChange={(e) => onChange('as_of', e.target.value)} />
      )}
      {report === 'position' && (
        <DateRangeFields from={params.from} to={params.to} onFromChange={(v) => onChange('from', v)} onToChange={(v) => onChange('to', v)} error={rangeError(params.from, params.to)} />
      )}
    </div>
  );
}
