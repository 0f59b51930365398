import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { Saga } from 'redux-saga';
import { authReducer } from '../auth/authReducer';
import { fetchRuntimeConfig } from '../config/runtimeConfig';
import type { RemoteFeature } from '../contract/remote';
import { createInjectableStore, type InjectableStore } from '../store/createInjectableStore';

/**
 * A remote's standalone entry (`pnpm --filter <remote> dev`; the shell never loads it): the runtime config when
 * the dev server has one, a store with the shell's auth slice, the session saga standing in for the shell's, and
 * the remote's feature, then `App` rendered into #root.
 */
export async function startStandalone({ feature, sessionSaga, App }: { feature: RemoteFeature; sessionSaga: Saga; App: ComponentType<{ store: InjectableStore }> }) {
  await fetchRuntimeConfig('/mf-config.json').catch(() => undefined);
  const store = createInjectableStore({ auth: authReducer }, sessionSaga);
  store.injectFeature(feature);
  createRoot(document.getElementById('root')!).render(<App store={store} />);
}
