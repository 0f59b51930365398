// The last look before money moves: what leaves, what it costs and where it goes, then Confirm or Cancel.
import type { ReactNode } from 'react';
import { formatNaira } from '../format/naira';
import { Button } from './Button';
import { Modal } from './Modal';
import styles from './ConfirmDialog.module.css';

/** one line to confirm: an amount (shown in NGN) or a text such as the destination; `total` stands out */
export type ConfirmLine = { label: string; total?: boolean } & ({ amount: string } | { text: ReactNode });

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  lines: ConfirmLine[];
  /** said above the lines, e.g. "You are about to pay" */
  intro?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** the request is on its way: nothing can be pressed twice, and the dialog stays open for the answer */
  busy?: boolean;
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open, title, lines, intro, confirmLabel = 'Confirm', cancelLabel = 'Cancel', busy = false, error, onConfirm, onCancel,
}: ConfirmDialogProps) {
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal open={open} title={title} onClose={cancel}>
      <div className={styles.body}>
        {intro && <p className={styles.intro}>{intro}</p>}
        <dl className={styles.lines}>
          {lines.map((line) => (
            <div key={line.label} className={`${styles.line} ${line.total ? styles.total : ''}`}>
              <dt>{line.label}</dt>
              <dd>{'amount' in line ? formatNaira(line.amount) : line.text}</dd>
            </div>
          ))}
        </dl>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
