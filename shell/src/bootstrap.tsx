import '@coop/shared/styles/tokens.css';
import { createRoot } from 'react-dom/client';
import { fetchRuntimeConfig } from '@coop/shared';
import { registerRemoteEntries } from './remotes/remoteLoader';
import { App } from './App';

async function start() {
  const config = await fetchRuntimeConfig('/mf-config.json').catch(() => null);
  if (config) registerRemoteEntries(config.remotes);
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
