import { getStoredItem, MESSAGES, STORAGE_KEYS, type SessionUser, Link, useLocation } from '@coop/shared';
import { isAdmin } from '../routes/access';
import styles from './ProfileNotice.module.css';

/**
 * Spec §4's bank/profile pre-check, as a notice rather than a forced redirect: a member whose stored bank flag is
 * 'false' is asked to complete /settings, but can still reach the wallet (e.g. to pay the registration fee).
 */
export function ProfileNotice({ user }: { user: SessionUser }) {
  const { pathname } = useLocation();
  const incomplete = getStoredItem(STORAGE_KEYS.bank) === 'false' || user.bank === false || user.profile === false;
  if (isAdmin(user.role) || !incomplete || pathname === '/settings') return null;
  return (
    <div className={styles.notice} role="status">
      <p className={styles.text}>{MESSAGES.updateProfileAndBank}</p>
      <Link to="/settings" className={styles.link}>
        Update profile
      </Link>
    </div>
  );
}
