import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { Spinner } from './Spinner';
import styles from './LoadState.module.css';

export interface LoadStateProps {
  loading: boolean;
  error: string | null;
  /** nothing to show once loaded */
  empty: boolean;
  /** what is loading, for assistive technology: "Loading wallet history…" */
  loadingLabel: string;
  emptyTitle: ReactNode;
  emptyDescription?: ReactNode;
  onRetry: () => void;
  /** data already on screen stays while a newer page loads */
  hasData: boolean;
  children: ReactNode;
}

/** The three states every list has: loading, error (with Retry), empty; otherwise its content. */
export function LoadState({ loading, error, empty, loadingLabel, emptyTitle, emptyDescription, onRetry, hasData, children }: LoadStateProps) {
  if (error && !loading) return <ErrorState message={error} onRetry={onRetry} />;
  if (loading && !hasData) {
    return (
      <div className={styles.loading}>
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (!hasData) return null;
  if (empty) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return <>{children}</>;
}
