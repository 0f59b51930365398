// A naira amount input: thousand separators as the member types, the plain decimal string for the screen.
import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { TextField, type TextFieldProps } from './TextField';
import { formatAmountTyping, readAmountField, type AmountLimits, type AmountReading } from './AmountFieldValue';

export interface AmountFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'inputMode' | 'min' | 'max'> {
  /** the text as shown, e.g. "1,500.50" */
  value: string;
  onChange: (text: string) => void;
}

export function AmountField({ value, onChange, autoComplete = 'off', ...rest }: AmountFieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  // Putting the separators in moves the text under the caret: put the caret back after the digit it followed.
  const placeCaret = useCallback(() => {
    const element = input.current;
    if (caret.current === null || !element || element.ownerDocument.activeElement !== element) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, []);
  useLayoutEffect(placeCaret);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    input.current = event.currentTarget;
    const raw = event.currentTarget.value;
    const typed = formatAmountTyping(raw, event.currentTarget.selectionStart ?? raw.length);
    caret.current = typed.caret;
    onChange(typed.text);
    // a refused character leaves the text as it was: no render follows, but React puts the old text back (caret at the end)
    queueMicrotask(placeCaret);
  };

  return <TextField {...rest} type="text" inputMode="decimal" autoComplete={autoComplete} value={value} onChange={change} />;
}

/**
 * The state of one AmountField: `field` goes on the field, `read()` (on submit) gives the amount or shows the error.
 * `const amount = useAmountField({ min: '100.00' }); <AmountField label="Enter Amount" {...amount.field} />`
 */
export function useAmountField({ min, max, aboveMax }: AmountLimits = {}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const read = useCallback((): AmountReading => {
    const reading = readAmountField(text, { min, max, aboveMax });
    setError('error' in reading ? reading.error : undefined);
    return reading;
  }, [text, min, max, aboveMax]);
  const reset = useCallback(() => {
    setText('');
    setError(undefined);
  }, []);
  return { field: { value: text, onChange: setText, error }, read, reset };
}
