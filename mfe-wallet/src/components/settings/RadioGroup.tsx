import { useId } from 'react';
import styles from './Stepper.module.css';

export interface RadioGroupProps {
  legend: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
}

/** A labelled set of radios (a fieldset and its legend), with its error announced. */
export function RadioGroup({ legend, name, value, options, onChange, required, error }: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset className={styles.radios} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className={`${styles.legend} ${required ? styles.required : ''}`}>{legend}</legend>
      <div className={styles.radioOptions}>
        {options.map((option) => (
          <label key={option.value} className={styles.radio}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <span id={`${id}-error`} className={styles.radioError} role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
