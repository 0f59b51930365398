import type { HTMLAttributes, SyntheticEvent } from 'react';
import { Modal } from '../ui/Modal';
import styles from './PayWith.module.css';

// A dialog's `cancel` (Escape) travels up React's tree like a bubbling event: stopped here, it cannot reach an
// enclosing dialog's handler and close the caller's modal too. (React knows onCancel; the DOM typings only put it on <dialog>.)
const keepInside = { onCancel: (event: SyntheticEvent) => event.stopPropagation() } as HTMLAttributes<HTMLDivElement>;

/** The same-origin sandbox checkout, framed in a modal; closing it cancels the payment. */
export function CheckoutFrame({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <div className={styles.frameHost} {...keepInside}>
      <Modal open title="Card payment" onClose={onClose}>
        <p className={styles.muted}>Enter your card details below. This window closes by itself when the payment is done.</p>
        <iframe className={styles.frame} src={url} title="Secure card payment" allow="payment" />
      </Modal>
    </div>
  );
}
