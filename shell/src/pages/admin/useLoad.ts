import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@coop/shared';

export type LoadState<T> = { status: 'loading'; data?: T } | { status: 'ready'; data: T } | { status: 'error'; error: string; data?: T };

/**
 * Loads with `load` whenever `deps` change; a newer load aborts the older one, so a slow reply never
 * replaces a newer one. `reload` runs it again (Retry).
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: unknown[]): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', data: s.data }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ status: 'error', error: errorMessage(error), data: s.data }));
      },
    );
    return () => controller.abort();
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload } as LoadState<T> & { reload: () => void };
}
