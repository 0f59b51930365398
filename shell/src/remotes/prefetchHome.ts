// After sign-in the member lands on a page of another remote (their lasturl, else /savings) inside the chrome.
// Fetching that remote only after the login reply is a waterfall (manifest → remoteEntry → ./feature → ./pages
// → what those consume from the share scope (the remote's own @reduxjs/toolkit) → the page's chunks) on top of the
// login itself, so it is done ahead: when the sign-in form has been shown and the browser is idle (after the form is
// usable), or at the latest when the form is submitted (then alongside the login request). The landing page's code
// is loaded, not only fetched (warmRemotePage: its remote's ./feature in the store, ./pages, the page's chunk), so
// it renders in the login's own pass; so is the shell's chrome. No other page's code.
import { getLastUrl } from '@coop/shared';
import { preloadChrome } from '../chrome/lazyChrome';
import { afterLoginPath } from '../routes/access';
import { matchRoute } from '../routes/matchRoute';
import { shellStore } from '../app/shellStore';
import { isRemoteRegistered } from './remoteLoader';
import { retryRemote } from './remoteModules';
import { warmRemotePage } from './warmRemotePage';

let started = false;

/** The remote page a member most likely lands on after signing in: lasturl's, else the member home. */
export function likelyHomePage(lastUrl: string | null = getLastUrl()): { remote: string; page: string } | null {
  // No role is known before the login reply: a member's destination (admins are few; a wrong guess only costs bytes).
  const route = matchRoute(afterLoginPath({ role: 'MEMBER' }, lastUrl).split(/[?#]/)[0]);
  return route && route.remote !== 'shell' ? { remote: route.remote, page: route.page } : null;
}

/** Starts fetching what the first signed-in page needs; once per page load, never throws. */
export function prefetchHome(): void {
  if (started) return;
  started = true;
  void preloadChrome().catch(() => undefined);
  const home = likelyHomePage();
  const store = shellStore();
  if (!home || !store || !isRemoteRegistered(home.remote)) return;
  // A remote that is down fails here quietly, and the failure is forgotten: its page tries afresh when opened.
  warmRemotePage(home.remote, home.page, store).catch(() => retryRemote(home.remote));
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
