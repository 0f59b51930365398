// The app chrome is its own chunk: chrome-less routes (/signin, /signup, the landing page) never load it.
import { lazy } from 'react';

let chrome: Promise<typeof import('./AppLayout')> | undefined;

/** Starts loading the chrome (once); a signed-in arrival or a login calls it early so it is not a waterfall. */
export function preloadChrome(): Promise<typeof import('./AppLayout')> {
  chrome ??= import('./AppLayout');
  return chrome;
}

export const LazyAppLayout = lazy(() => preloadChrome().then((m) => ({ default: m.AppLayout })));
