import '@coop/shared/styles/tokens.css';
import { createRoot } from 'react-dom/client';
import { fetchRuntimeConfig, getRuntimeConfig, getStoredUser, setRuntimeConfig, setUnauthorizedHandler } from '@coop/shared';
import { registerRemoteEntries } from './remotes/remoteLoader';
import { setRemoteManifests } from './remotes/contributions';
import { DEFAULT_MANIFESTS } from './remotes/defaultManifests';
import { loadRemoteManifests } from './remotes/loadManifests';
import { createShellStore } from './app/createShellStore';
import { buildRoutes } from './app/buildRoutes';
import { createUnauthorizedHandler } from './session/unauthorizedHandler';
import { App } from './app/App';
import { holdNavigationUntilMounted } from './app/NavigatorBridge';
import { preloadChrome } from './chrome/lazyChrome';
import { SIGNIN_PATH } from './routes/routeTable';
import { inlineManifests, inlineRuntimeConfig } from './prerender/inlineData';
import { registerServiceWorker } from './serviceWorker/register';
import { warmPageAt } from './remotes/warmRemotePage';

const FIRST_RENDER_WAIT_MS = 1500;

async function start() {
  // A signed-in arrival lands on a page with the chrome: load it alongside /mf-config.json, not after it.
  if (getStoredUser()) void preloadChrome();
  try {
    // a prerendered page's document carries the config and the manifests (shell/src/prerender/inlineData.ts)
    const carried = inlineRuntimeConfig();
    if (carried) setRuntimeConfig(carried);
    const config = carried ? getRuntimeConfig() : await fetchRuntimeConfig('/mf-config.json');
    // what each remote contributes (routes, menu) is read while the federation runtime registers it
    const manifests = loadRemoteManifests(config.remotes ?? [], DEFAULT_MANIFESTS, { inline: inlineManifests() });
    registerRemoteEntries(config.remotes ?? []);
    setRemoteManifests(await manifests);
  } catch (error) {
    // Without the config the chrome, navigation and session still work (the built-in manifests); every remote
    // route shows its fallback.
    console.error('[shell] /mf-config.json could not be loaded', error);
    setRuntimeConfig({});
  }
  document.title = getRuntimeConfig().societyName;

  holdNavigationUntilMounted();
  // A cold /signin paints its form first and fetches the sagas after it; every other page starts them at once.
  const store = createShellStore({ deferSagas: window.location.pathname === SIGNIN_PATH });
  setUnauthorizedHandler(createUnauthorizedHandler(store.dispatch));
  // The first render waits, a little, for the page's code: rendered before it, the page's slot shows a spinner and
  // React then holds the page back for its fallback throttle (300 ms after a fallback shows). Meanwhile the screen
  // shows the prerendered copy, or the document still blank; past FIRST_RENDER_WAIT_MS the spinner it is.
  await Promise.race([warmPageAt(window.location.pathname, store), new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);

  createRoot(document.getElementById('root')!).render(<App store={store} routes={buildRoutes()} />);
  registerServiceWorker();
}

void start();
