import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { getRuntimeConfig, logout, selectAuth } from '@coop/shared';

export const DEFAULT_IDLE_MINUTES = 15;

/** While someone is signed in, no activity for `idleTimeoutMinutes` (mf-config, default 15) logs them out. */
export function useIdleLogout(minutes = getRuntimeConfig().idleTimeoutMinutes ?? DEFAULT_IDLE_MINUTES): void {
  const { loggedIn } = useSelector(selectAuth);
  const dispatch = useDispatch();
  useEffect(() => {
    if (!loggedIn || !(minutes > 0)) return undefined;
    // The timer's code is fetched only once someone is signed in: /signin's first paint does not carry it.
    let stop: (() => void) | undefined;
    let ended = false;
    void import('./idleTimer').then(({ startIdleTimer }) => {
      if (ended) return;
      stop = startIdleTimer({ timeoutMs: minutes * 60_000, onIdle: () => dispatch(logout({ reason: 'idle' })) });
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [loggedIn, minutes, dispatch]);
}
