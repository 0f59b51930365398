import { useLoad } from '@coop/shared';
import { pinLockApi } from '../../features/withdrawal/pinLockApi';
import styles from '@coop/shared/styles/layout.module.css';

/**
 * Says, before the member starts, that too many wrong withdrawal PINs have locked withdrawals and how to unlock them
 * (the API's words). Asks again whenever `refresh` changes (e.g. after the withdrawal dialog closes).
 */
export function WithdrawalLockNotice({ refresh = 0 }: { refresh?: number }) {
  const lock = useLoad((signal) => pinLockApi.state(signal), String(refresh));
  if (!lock.data?.locked) return null;
  return (
    <p className={styles.notice} role="alert">
      {lock.data.message}
    </p>
  );
}
