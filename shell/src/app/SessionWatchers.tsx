import { useIdleLogout } from '../session/useIdleLogout';
import { useSessionSync } from '../session/useSessionSync';

/** Session side effects that live as long as the app: the idle time-out and the other tabs' logouts. */
export function SessionWatchers() {
  useIdleLogout();
  useSessionSync();
  return null;
}
