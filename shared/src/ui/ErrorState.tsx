import type { ReactNode } from 'react';
import { Button } from './Button';
import styles from './ErrorState.module.css';

export interface ErrorStateProps {
  message: ReactNode;
  title?: ReactNode;
  /** shows a Retry button */
  onRetry?: () => void;
  retryLabel?: string;
  retrying?: boolean;
  className?: string;
}

/** A failed load: what went wrong and a way to try again. */
export function ErrorState({ message, title, onRetry, retryLabel = 'Retry', retrying = false, className }: ErrorStateProps) {
  return (
    <div className={`${styles.error} ${className ?? ''}`} role="alert">
      {title && <p className={styles.title}>{title}</p>}
      <p className={styles.message}>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
