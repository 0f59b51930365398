// How the reports show figures: Naira from the API's exact decimal strings, shares as percentages, months by name.
import { formatNaira } from '@coop/shared';
import styles from './Reports.module.css';

export function Amount({ value }: { value: string }) {
  return <span className={value.startsWith('-') ? styles.negative : undefined}>{formatNaira(value)}</span>;
}

export const percent = (share: string) => `${share}%`;

const MONTH = new Intl.DateTimeFormat('en-NG', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2026-11" → "Nov 2026" */
export const monthName = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

export const isZero = (value: string) => /^-?0+(\.0+)?$/.test(value);
