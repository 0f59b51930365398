// `@coop/shared/standalone`: a remote's dev page without the shell. Not in the main barrel, so the pages the
// shell loads never carry it.
export { NavigatorBridge } from './NavigatorBridge';
export { StandaloneHost } from './StandaloneHost';
export { StandaloneApp, type StandaloneConfig, type StandaloneRoute } from './StandaloneApp';
export { standaloneSessionSaga, type StandaloneSessionOptions } from './sessionSaga';
export { startStandalone } from './startStandalone';
