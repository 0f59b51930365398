import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame, useFieldIds } from './FieldFrame';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** always visible: every input has a label */
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  id?: string;
}

export function TextField({ label, error, hint, id, className, ...rest }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <input
        id={ids.fieldId}
        className={`${styles.input} ${error ? styles.invalid : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
    </FieldFrame>
  );
}
