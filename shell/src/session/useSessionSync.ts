import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { navigate, selectAuth, sessionCleared, STORAGE_KEYS } from '@coop/shared';
import { SIGNIN_PATH } from '../routes/routeTable';

/** Logging out in one tab ends the session in every other tab of the app too (shared devices). */
export function useSessionSync(): void {
  const { loggedIn } = useSelector(selectAuth);
  const dispatch = useDispatch();
  useEffect(() => {
    if (!loggedIn) return undefined;
    const onStorage = (event: StorageEvent) => {
      const tokenGone = (event.key === STORAGE_KEYS.token || event.key === null) && !window.localStorage.getItem(STORAGE_KEYS.token);
      if (!tokenGone) return;
      dispatch(sessionCleared());
      navigate(SIGNIN_PATH);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [loggedIn, dispatch]);
}
