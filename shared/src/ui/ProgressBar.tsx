import { useId, type ReactNode } from 'react';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  label: ReactNode;
  /** 0…max; values outside are clamped */
  value: number;
  max?: number;
  /** text shown instead of the percentage, e.g. "₦5,000.00 of ₦20,000.00" */
  valueText?: string;
  className?: string;
}

export function ProgressBar({ label, value, max = 100, valueText, className }: ProgressBarProps) {
  const labelId = useId();
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), safeMax);
  const percent = Math.round((clamped / safeMax) * 100);
  const text = valueText ?? `${percent}%`;
  return (
    <div className={`${styles.progress} ${percent >= 100 ? styles.complete : ''} ${className ?? ''}`}>
      <div className={styles.top}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span className={styles.percent}>{text}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={text}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
