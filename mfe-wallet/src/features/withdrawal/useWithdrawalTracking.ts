// Follows one withdrawal (just made, or opened from the list) until it is confirmed or reversed: `show_withdrawal/{id}`
// every POLL_MS, stopped when the screen that shows it goes away. A refusal ends it (asking again will not change
// it); a network blip or a busy server does not. `onSettled` runs once it is settled, so the wallet is read again.
import { useEffect, useRef, useState } from 'react';
import { failureMessage, isHttpError } from '@coop/shared';
import type { Withdrawal } from '@coop/api/contract';
import { withdrawalApi } from './api';
import { isFinal } from './status';

export const POLL_MS = 3000;

const gaveUp = (error: unknown) => isHttpError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

export function useWithdrawalTracking(id: number | null, known: Withdrawal | null, onSettled: () => void) {
  const [current, setCurrent] = useState<Withdrawal | null>(null);
  const [tracking, setTracking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;

  useEffect(() => {
    if (id === null) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => new Promise<void>((resolve) => (timer = setTimeout(resolve, POLL_MS)));
    let latest = known?.id === id ? known : null;
    setCurrent(latest);
    setError(null);
    setTracking(true);
    void (async () => {
      while (!controller.signal.aborted) {
        if (latest?.id === id) {
          if (isFinal(latest.status)) {
            setTracking(false);
            settledRef.current();
            return;
          }
          await wait();
          if (controller.signal.aborted) return;
        }
        try {
          latest = await withdrawalApi.show(id, controller.signal);
          if (controller.signal.aborted) return;
          setCurrent(latest);
          setError(null);
        } catch (failure) {
          if (controller.signal.aborted) return;
          setError(failureMessage(failure));
          if (gaveUp(failure)) {
            setTracking(false);
            return;
          }
          if (latest?.id !== id) await wait();
        }
      }
    })();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id, known, attempt]);

  return { current: current?.id === id ? current : null, tracking, error, retry: () => setAttempt((n) => n + 1) };
}
