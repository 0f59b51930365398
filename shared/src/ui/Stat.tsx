import type { ReactNode } from 'react';
import styles from './Stat.module.css';

export interface StatProps {
  label: ReactNode;
  /** already formatted by the caller (e.g. with formatNaira) */
  value: ReactNode;
  hint?: ReactNode;
  tone?: 'default' | 'primary';
  className?: string;
}

/** past this many characters a figure steps down a type size, so it still fits a card on one line */
const LONG_FIGURE = 13;

/** One figure with its label, e.g. "Wallet balance ₦1,500.00". A figure given as text never breaks across lines. */
export function Stat({ label, value, hint, tone = 'default', className }: StatProps) {
  const figure = typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  const valueClass = figure === null ? styles.value : `${styles.value} ${styles.figure} ${figure.length > LONG_FIGURE ? styles.long : ''}`;
  return (
    <div className={`${styles.stat} ${tone === 'primary' ? styles.primary : ''} ${className ?? ''}`} role="group" aria-label={typeof label === 'string' ? label : undefined}>
      <p className={styles.label}>{label}</p>
      <p className={valueClass}>{value}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
    </div>
  );
}
