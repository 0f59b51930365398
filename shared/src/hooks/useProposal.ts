// Sends one proposal (a money act another administrator approves) with an Idempotency-Key: the same body sent again
// after an unknown outcome reuses its key, so the API records it once; anything else gets a new key.
import { useCallback, useRef, useState } from 'react';
import type { ProposedReply } from '@coop/api/contract';
import { intentFor, type MoneyIntent } from '../features/idempotency';
import { accepted, failureMessage, outcomeUnknown } from '../features/replies';

export const PROPOSED_FALLBACK = 'Proposed: another administrator must approve it before it takes effect.';

export function useProposal<Body>(send: (body: Body, idempotencyKey: string) => Promise<ProposedReply>) {
  const intent = useRef<MoneyIntent<Body> | null>(null);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const propose = useCallback(
    async (body: Body): Promise<boolean> => {
      intent.current = intentFor(intent.current, body);
      setPending(true);
      setMessage(null);
      setError(null);
      try {
        const reply = accepted(await send(intent.current.body, intent.current.key));
        intent.current = null;
        setMessage(reply.message || PROPOSED_FALLBACK);
        return true;
      } catch (failure) {
        if (!outcomeUnknown(failure)) intent.current = null;
        setError(failureMessage(failure));
        return false;
      } finally {
        setPending(false);
      }
    },
    [send],
  );

  const dismissError = useCallback(() => setError(null), []);
  return { propose, pending, message, error, dismissError };
}
