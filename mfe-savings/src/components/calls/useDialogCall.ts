// A dialog's handle on one call: it shows only what happened since it opened, and `dismiss` forgets the call unless it
// keeps an intent. The kit's reset alone would also forget the kept intent of a payment whose outcome is unknown,
// and "Try again" (or the same payment asked again) must reuse its Idempotency-Key.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallSpec } from '@coop/shared';
import { calls } from '../../features/calls';

export function useDialogCall(id: string, open: boolean) {
  const call = calls.useCall(id);
  const [ranSinceOpen, setRanSinceOpen] = useState(false);
  useEffect(() => {
    // on closing: the next opening starts clean from its first render
    if (!open) setRanSinceOpen(false);
  }, [open]);
  const { run: runCall, reset } = call;
  const run = useCallback(
    (spec: Omit<CallSpec, 'id'>) => {
      setRanSinceOpen(true);
      return runCall(spec);
    },
    [runCall],
  );
  const intent = useRef(call.intent);
  intent.current = call.intent;
  /** stable: forgets a finished or refused call; one whose outcome is unknown stays for a retry */
  const dismiss = useCallback(() => {
    if (!intent.current) reset();
  }, [reset]);
  return { ...call, error: ranSinceOpen ? call.error : null, run, dismiss };
}
