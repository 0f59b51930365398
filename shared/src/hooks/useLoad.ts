import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@coop/shared/core';

export type LoadResult<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string };

/**
 * Loads `load()` while `enabled`, again whenever `key` changes, and on `retry()`. A reply that arrives after the
 * key changed or the component unmounted is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, key: string, enabled = true): LoadResult<T> & { retry: () => void } {
  const [state, setState] = useState<LoadResult<T>>(enabled ? { status: 'loading' } : { status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (!enabled) {
      setState({ status: 'idle' });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    loadRef.current().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [key, enabled, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
