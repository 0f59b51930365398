import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './FieldFrame';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  /** always visible: every input has a label */
  label: ReactNode;
  options: SelectOption[];
  /** a first, empty choice such as "Choose a bank" */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
}

export function Select({ label, options, placeholder, error, hint, id, className, ...rest }: SelectProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className={styles.control}>
        <select
          id={ids.fieldId}
          className={`${styles.select} ${error ? styles.invalid : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron} aria-hidden="true" />
      </div>
    </FieldFrame>
  );
}
