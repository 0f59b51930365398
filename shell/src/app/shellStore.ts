// The suite's one store, for code outside React and the sagas that must put a remote's feature into it ahead of its
// page (remotes/prefetchHome.ts). createShellStore sets it.
import type { InjectableStore } from '@coop/shared';

let current: InjectableStore | null = null;

export function setShellStore(store: InjectableStore): void {
  current = store;
}

export function shellStore(): InjectableStore | null {
  return current;
}
