import { authReducer, createInjectableStore, type InjectableStore } from '@coop/shared';
import { setShellStore } from './shellStore';

/**
 * The suite's one store: the alert and auth slices, the shell's session saga, and room for remote features.
 * The session saga's code (and redux-saga with it) is not part of the first paint: it is fetched when the store's
 * sagas start. With `deferSagas` (a cold /signin) that is once the form is shown (RouteContent) or at the first
 * dispatch, whichever comes first; otherwise at once.
 */
export function createShellStore({ deferSagas = false }: { deferSagas?: boolean } = {}): InjectableStore {
  const store = createInjectableStore({ auth: authReducer }, undefined, { deferSagas });
  store.injectLazySaga('shell', () => import('../session/authSaga').then((m) => m.authSaga));
  setShellStore(store);
  return store;
}
