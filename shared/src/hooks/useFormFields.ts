import { useCallback, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '../validation/rules';

/** Form values plus per-field errors; editing a field clears its error. */
export function useFormFields<T extends { [K in keyof T]: string }>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});

  const setField = useCallback((name: keyof T, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  /** props for an input bound to `name`; `clean` rewrites what was typed (e.g. digits only) */
  const bind = (name: keyof T & string, clean: (raw: string) => string = (raw) => raw) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setField(name, clean(event.target.value)),
  });

  return { values, errors, setErrors, setField, bind };
}
