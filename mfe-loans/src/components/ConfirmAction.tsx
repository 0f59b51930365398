// The "Are you sure…" confirmation every loan action asks first (facts §3.7), then the call.
import { Button, Modal } from '@coop/shared';
import { confirmText } from './status';
import styles from './layout';

export function ConfirmAction({ open, task, busy, onConfirm, onCancel, text }: { open: boolean; task: string; busy: boolean; onConfirm: () => void; onCancel: () => void; text?: string }) {
  return (
    <Modal open={open} title="Are you sure?" onClose={onCancel} role="alertdialog">
      <div className={styles.stack}>
        <p>{text ?? confirmText(task)}</p>
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            No
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            Yes, {task}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
