// Standalone entry (`pnpm --filter mfe-wallet dev`): the shell never loads this file.
import '@coop/shared/styles/tokens.css';
import { createRoot } from 'react-dom/client';
import { authReducer, createInjectableStore, fetchRuntimeConfig } from '@coop/shared';
import feature from './exposes/feature';
import { standaloneSessionSaga } from './standalone/sessionSaga';
import { StandaloneApp } from './standalone/StandaloneApp';

async function start() {
  // The dev server may serve /mf-config.json; without one the defaults apply.
  await fetchRuntimeConfig('/mf-config.json').catch(() => undefined);
  const store = createInjectableStore({ auth: authReducer }, standaloneSessionSaga);
  store.injectFeature(feature);
  createRoot(document.getElementById('root')!).render(<StandaloneApp store={store} />);
}

void start();
