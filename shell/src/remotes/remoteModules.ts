// One load per remote: its `./feature` is injected into the store first, then `./pages` (or `./admin`)
// is loaded. The promise is cached so React's `use` sees the same one on every render. A failed one
// stays cached (forgetting it at once would make the re-render start a new load, in a loop) until Retry.
// A settled promise is marked as React's `use` marks one it has watched settle, so a load started ahead
// (warmRemotePage) is read at once: the page renders in the same pass, with no spinner and no fallback throttle.
import type { InjectableStore, RemoteAdmin, RemotePages } from '@coop/shared';
import { loadAdmin, loadFeature, loadPages, resetRemote } from './remoteLoader';

const pagesCache = new Map<string, Promise<RemotePages>>();
const adminCache = new Map<string, Promise<RemoteAdmin>>();

async function withFeature<T>(remote: string, store: InjectableStore, load: () => Promise<T>): Promise<T> {
  const feature = await loadFeature(remote);
  store.injectFeature(feature);
  return load();
}

/** marks `promise` once settled, the way React's `use` reads a settled promise without suspending */
function markWhenSettled<T>(promise: Promise<T>): Promise<T> {
  // the handlers answer nothing: answering the promise itself would make the derived one reject, unhandled
  promise.then(
    (value) => void Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

function cached<T>(cache: Map<string, Promise<T>>, remote: string, make: () => Promise<T>): Promise<T> {
  let promise = cache.get(remote);
  if (!promise) {
    promise = markWhenSettled(make());
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
