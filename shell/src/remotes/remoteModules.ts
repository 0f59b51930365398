// One load per remote: its `./feature` is injected into the store first, then `./pages` (or `./admin`)
// is loaded. The promise is cached so React's `use` sees the same one on every render. A failed one
// stays cached (forgetting it at once would make the re-render start a new load, in a loop) until Retry.
import type { InjectableStore, RemoteAdmin, RemotePages } from '@coop/shared';
import { loadAdmin, loadFeature, loadPages, resetRemote } from './remoteLoader';

const pagesCache = new Map<string, Promise<RemotePages>>();
const adminCache = new Map<string, Promise<RemoteAdmin>>();

async function withFeature<T>(remote: string, store: InjectableStore, load: () => Promise<T>): Promise<T> {
  const feature = await loadFeature(remote);
  store.injectFeature(feature);
  return load();
}

function cached<T>(cache: Map<string, Promise<T>>, remote: string, make: () => Promise<T>): Promise<T> {
  let promise = cache.get(remote);
  if (!promise) {
    promise = make();
    cache.set(remote, promise);
  }
  return promise;
}

export function remotePages(remote: string, store: InjectableStore): Promise<RemotePages> {
  return cached(pagesCache, remote, () => withFeature(remote, store, () => loadPages(remote)));
}

export function remoteAdmin(remote: string, store: InjectableStore): Promise<RemoteAdmin> {
  return cached(adminCache, remote, () => withFeature(remote, store, () => loadAdmin(remote)));
}

/** Retry: drop what is cached for the remote and make the federation runtime fetch its entry again. */
export function retryRemote(remote: string): void {
  pagesCache.delete(remote);
  adminCache.delete(remote);
  resetRemote(remote);
}
