// After sign-in the member lands on a page of another remote (their lasturl, else /savings) inside the chrome.
// Fetching that remote only after the login reply is a waterfall (manifest → remoteEntry → ./feature → ./pages
// → the page's chunks) on top of the login itself, so its entry and exposes are fetched ahead: when the sign-in
// form has been shown and the browser is idle (low priority, after the form is usable), or at the latest when
// the form is submitted (then alongside the login request). Only the small sync part is fetched: the remote's
// remoteEntry.js and the ./feature and ./pages modules, never its lazy pages; plus the shell's own chrome.
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { getLastUrl } from '@coop/shared';
import { preloadChrome } from '../chrome/lazyChrome';
import { afterLoginPath } from '../routes/access';
import { matchRoute } from '../routes/matchRoute';
import { isRemoteRegistered } from './remoteLoader';

let started = false;

/** The remote a member most likely lands in after signing in: lasturl's, else the member home's. */
export function likelyHomeRemote(lastUrl: string | null = getLastUrl()): string | null {
  // No role is known before the login reply: a member's destination (admins are few; a wrong guess only costs bytes).
  const route = matchRoute(afterLoginPath({ role: 'MEMBER' }, lastUrl).split(/[?#]/)[0]);
  return route && route.remote !== 'shell' ? route.remote : null;
}

/** Starts fetching what the first signed-in page needs; once per page load, never throws. */
export function prefetchHome(): void {
  if (started) return;
  started = true;
  void preloadChrome().catch(() => undefined);
  const remote = likelyHomeRemote();
  if (!remote || !isRemoteRegistered(remote)) return;
  // A remote that is down fails here quietly; its page shows the usual fallback with Retry when visited.
  preloadRemote([{ nameOrAlias: remote, exposes: ['./feature', './pages'], resourceCategory: 'sync' }]).catch(() => undefined);
}

/** Runs `task` when the browser is idle (at most `timeoutMs` later); returns a cancel function. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/** for tests */
export function resetPrefetchForTests(): void {
  started = false;
}
