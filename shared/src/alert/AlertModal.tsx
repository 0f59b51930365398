import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { alertClear, selectAlert, CONTINUE_ALERT_MS, ERROR_ALERT_MS } from '@coop/shared/core';
import { Modal } from '../ui/Modal';
import { Button } from '../ui/Button';
import styles from './AlertModal.module.css';

const TITLES = { error: 'Error', success: 'Success', continue: 'Continue', info: 'Notice' } as const;

/** Error and continue alerts close themselves after 8 s; dismissing a success alert reloads the page (spec §4). */
export function AlertModal({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const alert = useSelector(selectAlert);
  const dispatch = useDispatch();

  useEffect(() => {
    if (!alert.open) return undefined;
    const ms = alert.kind === 'error' ? ERROR_ALERT_MS : alert.kind === 'continue' ? CONTINUE_ALERT_MS : 0;
    if (!ms) return undefined;
    const timer = setTimeout(() => dispatch(alertClear()), ms);
    return () => clearTimeout(timer);
  }, [alert.open, alert.kind, alert.seq, dispatch]);

  const dismiss = () => {
    dispatch(alertClear());
    if (alert.kind === 'success') reload();
  };

  return (
    <Modal open={alert.open} title={TITLES[alert.kind]} onClose={dismiss} role="alertdialog">
      <p className={`${styles.message} ${styles[alert.kind]}`} data-kind={alert.kind}>
        {alert.message}
      </p>
      <div className={styles.actions}>
        <Button onClick={dismiss} autoFocus>
          OK
        </Button>
      </div>
    </Modal>
  );
}
