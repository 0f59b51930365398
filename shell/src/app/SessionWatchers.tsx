import { useIdleLogout } from '../session/useIdleLogout';

/** Session side effects that live as long as the app: the idle time-out. */
export function SessionWatchers() {
  useIdleLogout();
  return null;
}
