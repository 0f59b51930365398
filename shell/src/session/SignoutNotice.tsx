import { useSyncExternalStore } from 'react';
import { clearSignoutReason, getSignoutReason, SIGNOUT_MESSAGES, subscribeSignoutReason } from '@coop/shared';
import { clearSuspensionNotice, getSuspensionNotice, subscribeSuspensionNotice } from './suspensionNotice';
import styles from './SignoutNotice.module.css';

/** Above the sign-in screen: why the last session ended (the account suspended; idle, expired, membership). */
export function SignoutNotice() {
  const reason = useSyncExternalStore(subscribeSignoutReason, getSignoutReason, () => null);
  const suspended = useSyncExternalStore(subscribeSuspensionNotice, getSuspensionNotice, () => null);
  const text = suspended ?? (reason ? SIGNOUT_MESSAGES[reason] : null);
  if (!text) return null;
  const dismiss = () => {
    clearSuspensionNotice();
    clearSignoutReason();
  };
  return (
    <div className={styles.wrapper}>
      <div className={styles.notice}>
        <p className={styles.text} role="status">
          {text}
        </p>
        <button type="button" className={styles.dismiss} onClick={dismiss} aria-label="Dismiss notice">
          ×
        </button>
      </div>
    </div>
  );
}
