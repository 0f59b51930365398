// The remote's one calls saga (the kit's createCalls): every change the shop and investment screens ask for.
import { useEffect } from 'react';
import { createCalls } from '@coop/shared';
import { FEATURE_KEY } from './key';

export const calls = createCalls(FEATURE_KEY);
export const useCall = calls.useCall;
/** changes after every successful call: use it in load keys so screens read again */
export const useCommerceVersion = calls.useVersion;

/** Closes a dialog once its call went through, resetting the call first: a stale "done" would close it again on reopening. */
export function useCloseWhenDone(call: { done: boolean; reset: () => void }, onClose: () => void): void {
  const { done, reset } = call;
  useEffect(() => {
    if (!done) return;
    reset();
    onClose();
  }, [done, reset, onClose]);
}
