import { Button, ErrorState, Modal, Spinner } from '@coop/shared';
import { useWithdrawalTracking } from '../../features/withdrawal/useWithdrawalTracking';
import { WithdrawalTimeline } from '../WithdrawalTimeline';
import styles from '@coop/shared/styles/layout.module.css';

/** One withdrawal's timeline, followed while it is still pending; following stops when the dialog closes. */
export function WithdrawalDetailDialog({ id, onSettled, onClose }: { id: number | null; onSettled: () => void; onClose: () => void }) {
  const flow = useWithdrawalTracking(id, null, onSettled);
  const withdrawal = flow.current;
  return (
    <Modal open={id !== null} title={withdrawal ? `Withdrawal ${withdrawal.reference}` : 'Withdrawal'} onClose={onClose}>
      <div className={styles.stack}>
        {withdrawal && <WithdrawalTimeline withdrawal={withdrawal} tracking={flow.tracking} />}
        {!withdrawal && !flow.error && <Spinner label="Loading the withdrawal…" />}
        {!withdrawal && flow.error && <ErrorState message={flow.error} onRetry={flow.retry} />}
        {withdrawal && flow.error && <p className={styles.error}>Could not refresh the status: {flow.error}</p>}
        <div className={styles.formActions}>
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    </Modal>
  );
}
