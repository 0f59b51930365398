import { Card, EmptyState, ErrorState, formatNaira, nairaToKobo, Spinner } from '@coop/shared';
import type { Figure } from './useHomeFigures';
import styles from './home.module.css';

interface Slice {
  label: string;
  figure: Figure;
  color: string;
}

const RADIUS = 15.915; // a circumference of 100, so a share in percent is its dash length
const STROKE = 6;

/**
 * "My Savings Account" (facts §3.2): a doughnut of regular, target, shareholding and save-to-loan balances in plain
 * SVG. The legend carries the figures in naira (the chart itself is decorative for assistive technology); an empty
 * state when all are zero.
 */
export function SavingsDoughnut({ regular, targets, shares, saveToLoan }: { regular: Figure; targets: Figure; shares: Figure; saveToLoan: Figure }) {
  const slices: Slice[] = [
    { label: 'Regular Savings', figure: regular, color: 'var(--color-primary)' },
    { label: 'Target Savings', figure: targets, color: 'var(--color-focus)' },
    { label: 'Shareholding', figure: shares, color: 'var(--color-accent)' },
    { label: 'Save To Loan', figure: saveToLoan, color: 'var(--color-danger)' },
  ];
  const failed = slices.find((s) => s.figure.status === 'error');
  const loading = slices.some((s) => s.figure.data === undefined);
  let body;
  if (failed) body = <ErrorState message={failed.figure.status === 'error' ? failed.figure.message : ''} onRetry={() => slices.forEach((s) => s.figure.status === 'error' && s.figure.retry())} />;
  else if (loading) body = <Spinner label="Loading your savings…" />;
  else {
    const kobo = slices.map((s) => nairaToKobo(s.figure.data) ?? 0n);
    const total = kobo.reduce((a, b) => a + b, 0n);
    if (total === 0n) body = <EmptyState title="Nothing saved yet" description="Your savings will show here once you fund an account." />;
    else {
      // shares of the whole for drawing only; the figures shown are the exact ones
      let offset = 0;
      const arcs = kobo.map((k, i) => {
        const percent = Number((k * 10000n) / total) / 100;
        const arc = { percent, offset, color: slices[i].color, label: slices[i].label };
        offset += percent;
        return arc;
      });
      body = (
        <div className={styles.chart}>
          <svg viewBox="0 0 42 42" aria-hidden="true" focusable="false">
            <circle cx="21" cy="21" r={RADIUS} fill="none" stroke="var(--color-border)" strokeWidth={STROKE} />
            {arcs
              .filter((a) => a.percent > 0)
              .map((a) => (
                <circle
                  key={a.label}
                  cx="21"
                  cy="21"
                  r={RADIUS}
                  fill="none"
                  stroke={a.color}
                  strokeWidth={STROKE}
                  strokeDasharray={`${a.percent} ${100 - a.percent}`}
                  strokeDashoffset={25 - a.offset}
                />
              ))}
          </svg>
          <ul className={styles.legend} aria-label="My Savings Account">
            {slices.map((s) => (
              <li key={s.label} className={styles.legendItem}>
                <span className={styles.swatch} style={{ background: s.color }} aria-hidden="true" />
                <span>{s.label}</span>
                <span className={styles.legendValue}>{formatNaira(s.figure.data)}</span>
              </li>
            ))}
          </ul>
        </div>
      );
    }
  }
  return <Card title="My Savings Account">{body}</Card>;
}
