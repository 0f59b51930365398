// A dialog's view of one call: the error shows only when it happened since the dialog opened, and `dismiss` (on
// closing or reopening) forgets a finished or refused call but keeps one whose outcome is unknown, so the same
// payment asked again, from a reopened dialog too, reuses its Idempotency-Key. (`reset` forgets the intent as well.)
import { useCallback, useEffect, useRef, useState } from 'react';

interface DialogCallHandle {
  error: string | null;
  intent: unknown;
  run: (spec: never) => unknown;
  reset: () => void;
}

export function useDialogCall<Handle extends DialogCallHandle>(call: Handle, open: boolean): Handle & { dismiss: () => void } {
  const [ranSinceOpen, setRanSinceOpen] = useState(false);
  useEffect(() => {
    if (!open) setRanSinceOpen(false);
  }, [open]);
  const { run: runCall, reset } = call;
  const run = useCallback(
    (spec: never) => {
      setRanSinceOpen(true);
      return runCall(spec);
    },
    [runCall],
  ) as Handle['run'];
  const intent = useRef(call.intent);
  intent.current = call.intent;
  const dismiss = useCallback(() => {
    if (!intent.current) reset();
  }, [reset]);
  return { ...call, error: ranSinceOpen ? call.error : null, run, dismiss };
}
