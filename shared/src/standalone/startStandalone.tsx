import { createRoot } from 'react-dom/client';
import { authReducer } from '@coop/shared/core';
import { fetchRuntimeConfig } from '@coop/shared/core';
import type { RemoteFeature } from '@coop/shared/core';
import { createInjectableStore } from '@coop/shared/core';
import { standaloneSessionSaga } from './sessionSaga';
import { StandaloneApp, type StandaloneConfig } from './StandaloneApp';

/**
 * A remote's standalone entry (`pnpm --filter <remote> dev`; the shell never loads it): the runtime config when
 * the dev server has one, a store with the shell's auth slice, the kit's session saga standing in for the
 * shell's, and the remote's feature, then its pages rendered into #root.
 */
export async function startStandalone(feature: RemoteFeature, config: StandaloneConfig) {
  await fetchRuntimeConfig('/mf-config.json').catch(() => undefined);
  const store = createInjectableStore({ auth: authReducer }, standaloneSessionSaga({ home: config.home, ownSignIn: config.ownSignIn }));
  store.injectFeature(feature);
  createRoot(document.getElementById('root')!).render(<StandaloneApp store={store} config={config} />);
}
