import { useSyncExternalStore } from 'react';
import { clearSignoutReason, getSignoutReason, SIGNOUT_MESSAGES, subscribeSignoutReason } from '@coop/shared';
import styles from './SignoutNotice.module.css';

/** Above the sign-in screen: why the last session ended (idle, expired, membership). */
export function SignoutNotice() {
  const reason = useSyncExternalStore(subscribeSignoutReason, getSignoutReason, () => null);
  if (!reason) return null;
  return (
    <div className={styles.wrapper}>
      <div className={styles.notice}>
        <p className={styles.text} role="status">
          {SIGNOUT_MESSAGES[reason]}
        </p>
        <button type="button" className={styles.dismiss} onClick={clearSignoutReason} aria-label="Dismiss notice">
          ×
        </button>
      </div>
    </div>
  );
}
