// Standalone entry (`pnpm --filter mfe-auth dev`): the shell never loads this file.
import '@coop/shared/styles/tokens.css';
import { startStandalone } from '@coop/shared/standalone';
import feature from './exposes/feature';
import { standaloneSessionSaga } from './standalone/sessionSaga';
import { StandaloneApp } from './standalone/StandaloneApp';

void startStandalone({ feature, sessionSaga: standaloneSessionSaga, App: StandaloneApp });
