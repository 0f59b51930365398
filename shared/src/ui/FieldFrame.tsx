// The frame of every labelled control (TextField, TextArea, Select): the label always visible and tied to the
// control, the hint and the error below it and named by the control's aria-describedby.
import { useId, type ReactNode } from 'react';
import styles from './FieldFrame.module.css';

export interface FieldIds {
  fieldId: string;
  /** what the control's aria-describedby names: the hint and the error, when shown */
  describedBy: string | undefined;
  hintId: string | undefined;
  errorId: string | undefined;
}

export function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined): FieldIds {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return { fieldId, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** no space below (a field that is the last thing in its box) */
  flush?: boolean;
  children: ReactNode;
}

export function FieldFrame({ ids, label, hint, error, className, flush, children }: FieldFrameProps) {
  return (
    <div className={[styles.field, flush ? styles.flush : '', className ?? ''].join(' ')}>
      <label htmlFor={ids.fieldId} className={styles.label}>
        {label}
      </label>
      {children}
      {hint && (
        <span id={ids.hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={ids.errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
