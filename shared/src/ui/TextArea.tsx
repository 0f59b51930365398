// A multi-line field, labelled like TextField: the label always visible, a hint and an error tied to the field.
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './FieldFrame';
import styles from './TextArea.module.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  id?: string;
}

export function TextArea({ label, hint, error, id, className, ...rest }: TextAreaProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className} flush>
      <textarea
        id={ids.fieldId}
        className={`${styles.textarea} ${error ? styles.invalid : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
    </FieldFrame>
  );
}
