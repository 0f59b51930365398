import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { Saga } from 'redux-saga';
import { authReducer } from '@coop/shared/core';
import { fetchRuntimeConfig } from '@coop/shared/core';
import type { RemoteFeature } from '@coop/shared/core';
import { createInjectableStore, type InjectableStore } from '@coop/shared/core';

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
