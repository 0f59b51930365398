import type { ReactNode } from 'react';
import styles from './Notice.module.css';

/** An inline banner: `info`/`success` are announced politely, `error` at once. */
export function Notice({ kind, children }: { kind: 'info' | 'success' | 'error'; children: ReactNode }) {
  return (
    <div className={`${styles.notice} ${styles[kind]}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
