// Loads a remote page's code ahead of showing it: the remote's `./feature` (injected into the store, as the page's
// slot would), its `./pages`, and the page's own chunk (lazyWithPreload's preload). The slot then finds everything
// in and renders the page in the same pass. For a signed-in arrival while the shell itself starts, and for the
// member home while the sign-in form waits. A page of a remote built before lazyWithPreload loads on render.
import { getStoredUser, preloadOf, type InjectableStore } from '@coop/shared';
import { preloadChrome } from '../chrome/lazyChrome';
import { SHELL_PAGES } from '../app/shellPages';
import { matchRoute } from '../routes/matchRoute';
import { isShellRoute } from '../routes/routeTable';
import { isRemoteRegistered } from './remoteLoader';
import { remotePages } from './remoteModules';

/** Resolves once the page's code is in; rejects as its slot would (the slot shows the failure, with Retry). */
export async function warmRemotePage(remote: string, page: string, store: InjectableStore): Promise<void> {
  const pages = await remotePages(remote, store);
  await preloadOf(pages[page])?.();
}

/**
 * At start: the code of the page at `pathname` (and the chrome around it), so the first render finds it in rather
 * than showing a spinner. A member-only page is not loaded for someone signed out (the guard sends them away).
 * Resolves when done; a failure is left for the page's slot to show.
 */
export async function warmPageAt(pathname: string, store: InjectableStore): Promise<void> {
  const route = matchRoute(pathname);
  if (!route) return;
  const signedOut = !getStoredUser();
  if (route.chrome === 'app' && signedOut) return;
  const chrome = route.chrome === 'app' ? preloadChrome() : null;
  const page = isShellRoute(route)
    ? SHELL_PAGES[route.page].preload()
    : isRemoteRegistered(route.remote)
      ? warmRemotePage(route.remote, route.page, store)
      : null;
  await Promise.all([chrome, page]).catch(() => undefined);
}
