import { Button, buttonClasses, Spinner, Link } from '@coop/shared';
import styles from './RemoteFallback.module.css';

export const REMOTE_UNAVAILABLE_TEXT = 'This part of the app is not available right now';

export interface RemoteFallbackProps {
  onRetry: () => void;
  retrying?: boolean;
  homeLink?: { to: string; label: string };
  /** 2 inside a page that has its own h1 (a console section) */
  headingLevel?: 1 | 2;
}

/** Shown in place of a remote that is not deployed, down or broken. */
export function RemoteFallback({ onRetry, retrying = false, homeLink, headingLevel = 1 }: RemoteFallbackProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.fallback} role="alert">
      <Heading className={styles.title}>{REMOTE_UNAVAILABLE_TEXT}</Heading>
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
