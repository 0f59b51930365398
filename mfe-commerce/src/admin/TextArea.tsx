// A labelled multi-line field with the kit's TextField look (the kit has no textarea).
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styles from './panelStyles';

export function TextArea({ label, hint, className, ...rest }: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: ReactNode; hint?: ReactNode }) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea id={id} className={styles.textarea} aria-describedby={hint ? `${id}-hint` : undefined} {...rest} />
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}
