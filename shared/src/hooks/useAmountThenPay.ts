// The two steps of a dialog that takes money: an exact amount first, then how to pay it. Each opening starts at the
// amount with nothing left from before (`reset` clears the caller's request state); a request that is done closes
// the dialog; nothing closes it while a payment is on its way (its answer must have somewhere to show).
import { useEffect, useState, type FormEvent } from 'react';
import { useAmountField } from '../ui/AmountField';
import type { AmountLimits } from '../ui/AmountFieldValue';

export interface AmountThenPayOptions {
  open: boolean;
  /** the caller's request went through */
  done: boolean;
  /** a payment is on its way */
  pending: boolean;
  /** clears the caller's request state; keep it stable (useCallback) */
  reset: () => void;
  onClose: () => void;
  /** the amount's bounds (e.g. no more than what is owed, in the screen's words) */
  limits?: AmountLimits;
}

export function useAmountThenPay({ open, done, pending, reset, onClose, limits }: AmountThenPayOptions) {
  const [step, setStep] = useState<'amount' | 'pay'>('amount');
  const amountField = useAmountField(limits);
  const { reset: resetAmount } = amountField;
  const [amount, setAmount] = useState('');

  useEffect(() => {
    if (!open) return;
    reset();
    setStep('amount');
    resetAmount();
    setAmount('');
  }, [open, reset, resetAmount]);

  useEffect(() => {
    if (!done || !open) return;
    reset();
    onClose();
  }, [done, open, onClose, reset]);

  const next = (event: FormEvent) => {
    event.preventDefault();
    const read = amountField.read();
    if ('error' in read) return;
    setAmount(read.amount);
    setStep('pay');
  };
  const close = () => {
    if (pending) return;
    reset();
    onClose();
  };
  return { step, backToAmount: () => setStep('amount'), amount, amountField, next, close };
}
