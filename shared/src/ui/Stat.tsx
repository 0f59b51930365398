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

/** One figure with its label, e.g. "Wallet balance ₦1,500.00". */
export function Stat({ label, value, hint, tone = 'default', className }: StatProps) {
  return (
    <div className={`${styles.stat} ${tone === 'primary' ? styles.primary : ''} ${className ?? ''}`} role="group" aria-label={typeof label === 'string' ? label : undefined}>
      <p className={styles.label}>{label}</p>
      <p className={styles.value}>{value}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
    </div>
  );
}
