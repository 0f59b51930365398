import { Button, buttonClasses, Spinner, Link } from '@coop/shared';
import styles from './RemoteFallback.module.css';

export const REMOTE_UNAVAILABLE_TEXT = 'This part of the app is not available right now';

/** Shown in place of a remote that is not deployed, down or broken. */
export function RemoteFallback({ onRetry, retrying = false, homeLink }: { onRetry: () => void; retrying?: boolean; homeLink?: { to: string; label: string } }) {
  return (
    <div className={styles.fallback} role="alert">
      <h1 className={styles.title}>{REMOTE_UNAVAILABLE_TEXT}</h1>
      <p className={styles.text}>The rest of the app still works. Please try again in a moment.</p>
      <div className={styles.actions}>
        <Button onClick={onRetry} loading={retrying}>
          Retry
        </Button>
        {homeLink && (
          <Link to={homeLink.to} className={buttonClasses({ variant: 'ghost' })}>
            {homeLink.label}
          </Link>
        )}
      </div>
    </div>
  );
}

export function PageLoading({ label = 'Loading page…' }: { label?: string }) {
  return (
    <div className={styles.loading}>
      <Spinner size="large" label={label} />
    </div>
  );
}
