import type { SignupStats } from '@coop/api/contract';
import styles from './SignupChart.module.css';

const dayFormat = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** `YYYY-MM-DD` (a Lagos calendar date) → "3 Jun" */
export function shortDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : dayFormat.format(d);
}

/** Sign-ups per day as CSS bars; each bar is a list item that reads "3 Jun: 4 sign-ups". */
export function SignupChart({ byDay }: { byDay: SignupStats['by_day'] }) {
  const max = Math.max(1, ...byDay.map((d) => d.count));
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>Sign-ups per day, last {byDay.length} days</figcaption>
      <ol className={styles.bars} aria-label="Sign-ups per day">
        {byDay.map((d) => (
          <li key={d.date} className={styles.bar} aria-label={`${shortDay(d.date)}: ${d.count} sign-up${d.count === 1 ? '' : 's'}`}>
            <span className={styles.count} aria-hidden="true">
              {d.count}
            </span>
            <span className={`${styles.fill} ${d.count === 0 ? styles.zero : ''}`} style={{ height: `${(d.count / max) * 100}%` }} aria-hidden="true" />
          </li>
        ))}
      </ol>
      <ol className={styles.labels} aria-hidden="true">
        {byDay.map((d) => (
          <li key={d.date} className={styles.label}>
            {shortDay(d.date)}
          </li>
        ))}
      </ol>
    </figure>
  );
}
