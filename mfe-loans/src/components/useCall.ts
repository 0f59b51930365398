// A screen's handle on one call of the remote's calls saga (features/calls.ts): run it, read its state, reset it.
import { useEffect } from 'react';
import { calls } from '../features/calls';

export const useCall = calls.useCall;
/** changes after every successful call: use it in load keys so screens read again */
export const useLoansVersion = calls.useVersion;

/** Closes a dialog once its call went through, resetting the call first: a stale "done" would close it again on reopening. */
export function useCloseWhenDone(call: { done: boolean; reset: () => void }, onClose: () => void): void {
  const { done, reset } = call;
  useEffect(() => {
    if (!done) return;
    reset();
    onClose();
  }, [done, reset, onClose]);
}
