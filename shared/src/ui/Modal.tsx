import { useId, type ReactNode } from 'react';
import styles from './Modal.module.css';
import { useModalDialog } from './useModalDialog';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** hide the × button (the content offers its own way out) */
  hideClose?: boolean;
}

/** A native <dialog> opened modally: focus trap, Escape and the backdrop come from the browser. */
export function Modal({ open, title, onClose, children, role = 'dialog', hideClose = false }: ModalProps) {
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      role={role}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className={styles.content}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {!hideClose && (
              <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
                ×
              </button>
            )}
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
