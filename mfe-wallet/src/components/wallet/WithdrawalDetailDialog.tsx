import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, ErrorState, Modal, Spinner } from '@coop/shared';
import { selectWithdrawal } from '../../features/withdrawal/selectors';
import { trackingStarted, trackingStopped } from '../../features/withdrawal/slice';
import { WithdrawalTimeline } from '../WithdrawalTimeline';
import styles from '@coop/shared/styles/layout.module.css';

/** One withdrawal's timeline, followed while it is still pending; following stops when the dialog closes. */
export function WithdrawalDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const dispatch = useDispatch();
  const flow = useSelector(selectWithdrawal);

  useEffect(() => {
    if (id === null) return undefined;
    dispatch(trackingStarted({ id }));
    return () => {
      dispatch(trackingStopped());
    };
  }, [id, dispatch]);

  const withdrawal = flow.current?.id === id ? flow.current : null;
  return (
    <Modal open={id !== null} title={withdrawal ? `Withdrawal ${withdrawal.reference}` : 'Withdrawal'} onClose={onClose}>
      <div className={styles.stack}>
        {withdrawal && <WithdrawalTimeline withdrawal={withdrawal} tracking={flow.tracking} />}
        {!withdrawal && !flow.trackError && <Spinner label="Loading the withdrawal…" />}
        {!withdrawal && flow.trackError && <ErrorState message={flow.trackError} onRetry={() => id !== null && dispatch(trackingStarted({ id }))} />}
        {withdrawal && flow.trackError && <p className={styles.error}>Could not refresh the status: {flow.trackError}</p>}
        <div className={styles.formActions}>
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    </Modal>
  );
}
