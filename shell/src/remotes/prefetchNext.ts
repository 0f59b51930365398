// Once a signed-in page is on screen and the browser is idle: the sync part (remoteEntry.js, ./feature, ./pages) of
// the remotes behind the first few items of the main navigation, the places a member most often opens next, so the
// tap on one waits for its page's own chunk only. Never on a connection marked save-data, never for the page's own
// remote or one not deployed (the federation runtime skips what it has already loaded), once per page load.
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { menuItems } from './contributions';
import { remoteEntryOf } from './remoteEntries';
import { matchRoute } from '../routes/matchRoute';

/** how many of the navigation's first items count as "likely next" */
export const LIKELY_NEXT = 3;

let started = false;

/** the member asked the browser to keep data use down (Chrome's Lite mode, Android's Data Saver) */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** the remotes behind the navigation's first items, other than `currentRemote` */
export function likelyNextRemotes(currentRemote: string | null): string[] {
  const remotes = menuItems()
    // what every member sees (the console's and other role-bound items are not a member's next page); a group by its first link
    .filter((item) => !item.allowedRoles)
    .map((item) => (item.kind === 'group' ? item.children[0]?.path : item.path))
    .slice(0, LIKELY_NEXT)
    .map((path) => (path ? matchRoute(path)?.remote : undefined))
    .filter((remote): remote is string => Boolean(remote) && remote !== 'shell' && remote !== currentRemote);
  return [...new Set(remotes)];
}

export function prefetchNext(currentRemote: string | null): void {
  if (started || savesData()) return;
  started = true;
  const remotes = likelyNextRemotes(currentRemote).filter((remote) => remoteEntryOf(remote) !== undefined);
  if (!remotes.length) return;
  // a remote that is down fails here quietly; its page shows the usual fallback with Retry when visited
  preloadRemote(remotes.map((nameOrAlias) => ({ nameOrAlias, exposes: ['./feature', './pages'], resourceCategory: 'sync' as const }))).catch(() => undefined);
}

/** for tests */
export function resetPrefetchNextForTests(): void {
  started = false;
}
