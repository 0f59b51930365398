// Loads a remote page's code ahead of showing it: the remote's `./feature` (injected into the store, as the page's
// slot would), its `./pages`, and the page's own chunk (lazyWithPreload's preload). The slot then finds everything
// in and renders the page in the same pass. For a signed-in arrival while the shell itself starts, and for the
// member home while the sign-in form waits. A page of a remote built before lazyWithPreload loads on render.
import { getStoredUser, preloadOf, type InjectableStore } from '@coop/shared';
import { matchRoute } from '../routes/matchRoute';
import { isRemoteRegistered } from './remoteLoader';
import { remotePages } from './remoteModules';

/** Resolves once the page's code is in; rejects as its slot would (the slot shows the failure, with Retry). */
export async function warmRemotePage(remote: string, page: string, store: InjectableStore): Promise<void> {
  const pages = await remotePages(remote, store);
  await preloadOf(pages[page])?.();
}

/**
 * At start: the code of the remote page at `pathname`, loaded while React renders the shell, so the page's slot finds
 * it in rather than starting it. A member-only page is not loaded for someone signed out (the guard sends them away).
 * A failure is left for the slot to show.
 */
export function warmPageAt(pathname: string, store: InjectableStore): void {
  const route = matchRoute(pathname);
  if (!route || route.remote === 'shell' || !isRemoteRegistered(route.remote)) return;
  if (route.chrome === 'app' && !getStoredUser()) return;
  warmRemotePage(route.remote, route.page, store).catch(() => undefined);
}
