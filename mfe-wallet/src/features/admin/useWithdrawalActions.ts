// A withdrawal's Retry and Void (or, while the provider holds it for an OTP, Send with OTP) on its admin page: money calls through the remote's calls (each with its
// Idempotency-Key, reused after an unknown outcome), answered on the page in the API's words rather than an alert.
// `refused` counts the actions that ended without going through: with the calls version (which grows on success), it
// makes the page read the withdrawal again however an action ended.
import { useEffect, useRef, useState } from 'react';
import { useCall } from '../calls';
import { adminPaths, type AdminWithdrawalActionReply } from './api';

const FALLBACK = { retry: 'The withdrawal was sent again', void: 'The withdrawal was voided', finalize: 'The OTP was sent to the provider' } as const;
type Action = keyof typeof FALLBACK;

export function useWithdrawalActions(id: number) {
  const retryCall = useCall(`admin-withdrawal-retry-${id}`);
  const voidCall = useCall(`admin-withdrawal-void-${id}`);
  const finalizeCall = useCall(`admin-withdrawal-finalize-${id}`);
  const [last, setLast] = useState<Action | null>(null);
  const pending = retryCall.pending ? 'retry' : voidCall.pending ? 'void' : finalizeCall.pending ? 'finalize' : null;
  const refused = useRefusedCount(pending !== null, Boolean(retryCall.error || voidCall.error || finalizeCall.error));

  const retry = () => {
    setLast('retry');
    retryCall.run({ method: 'POST', path: adminPaths.retry(id), money: true, quiet: true, successMessage: FALLBACK.retry });
  };
  const voidIt = (reason: string) => {
    setLast('void');
    voidCall.run({ method: 'POST', path: adminPaths.void(id), body: { reason }, money: true, quiet: true, successMessage: FALLBACK.void });
  };

  const finalize = (otp: string) => {
    setLast('finalize');
    finalizeCall.run({ method: 'POST', path: adminPaths.finalize(id), body: { otp }, money: true, quiet: true, successMessage: FALLBACK.finalize });
  };

  const shown = last ? { retry: retryCall, void: voidCall, finalize: finalizeCall }[last] : null;
  const reply = shown?.done ? (shown.reply as AdminWithdrawalActionReply | null) : null;
  const message = last && shown?.done ? reply?.message || FALLBACK[last] : null;
  return { retry, void: voidIt, finalize, pending, message, error: shown?.error ?? null, refused };
}

/** how many times `pending` went from true to false with an error */
function useRefusedCount(pending: boolean, failed: boolean): number {
  const [count, setCount] = useState(0);
  const was = useRef(pending);
  useEffect(() => {
    if (was.current && !pending && failed) setCount((n) => n + 1);
    was.current = pending;
  }, [pending, failed]);
  return count;
}
