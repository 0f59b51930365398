import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage } from '@coop/shared/core';

/** `data` on loading and error is the last good reply, so a screen can keep it on show while it reloads. */
export type LoadResult<T> =
  | { status: 'idle'; data?: T }
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string; data?: T };

export interface LoadOptions {
  /**
   * Ask before the rest of the page does: the request starts as the page is put on screen (a layout effect), ahead of
   * every load that starts after it (effects, children first). For the figures a page exists to show: a browser
   * talks to the API over six connections at most (HTTP/1.1), and a page's seventh request waits for one to free up.
   */
  first?: boolean;
}

/**
 * Loads `load()` while `enabled`, again whenever `key` changes, and on `retry()`. The older request is aborted
 * (its signal) and its reply dropped, so a slow reply never replaces a newer one or lands after unmount.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string, enabled = true, { first = false }: LoadOptions = {}): LoadResult<T> & { retry: () => void } {
  const [state, setState] = useState<LoadResult<T>>(enabled ? { status: 'loading' } : { status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // `first` is fixed for a call site, so the same hook runs on every render
  const useStart = first ? useLayoutEffect : useEffect;
  useStart(() => {
    if (!enabled) {
      setState((s) => ({ status: 'idle', data: s.data }));
      return undefined;
    }
    const controller = new AbortController();
    setState((s) => (s.status === 'loading' ? s : { status: 'loading', data: s.data }));
    loadRef.current(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setState((s) => ({ status: 'error', message: errorMessage(error), data: s.data })),
    );
    return () => controller.abort();
  }, [key, enabled, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
