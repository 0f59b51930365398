import { useId, type ReactNode } from 'react';
import styles from './Drawer.module.css';
import { useModalDialog } from './useModalDialog';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** the edge it slides in from */
  side?: 'start' | 'end';
  wide?: boolean;
  /** show the title only to assistive technology */
  hideTitle?: boolean;
}

/**
 * An off-canvas panel on a native modal <dialog>: the browser traps focus and makes the page inert;
 * Escape, the × button and a click on the backdrop close it.
 */
export function Drawer({ open, onClose, title, children, side = 'start', wide = false, hideTitle = false }: DrawerProps) {
  const ref = useModalDialog(open, { focusInside: true });
  const titleId = useId();

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a native <dialog>: a click on the element itself is a click on its backdrop, and Escape is the dialog's own key
    <dialog
      ref={ref}
      className={`${styles.drawer} ${side === 'end' ? styles.end : styles.start} ${wide ? styles.wide : ''}`}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
      onClick={(event) => {
        // a click on the dialog element itself (not its content) is a click on the backdrop
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={styles.inner}>
          <header className={styles.header}>
            <h2 id={titleId} className={`${styles.title} ${hideTitle ? 'visually-hidden' : ''}`}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
              ×
            </button>
          </header>
          <div className={styles.body}>{children}</div>
        </div>
      )}
    </dialog>
  );
}
