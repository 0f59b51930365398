// The app chrome is its own chunk: chrome-less routes (/signin, /signup, the landing page) never load it. Once it is
// in, it renders without suspending (lazyWithPreload: no spinner, and no fallback throttle before the page).
import { lazyWithPreload } from '@coop/shared';

export const LazyAppLayout = lazyWithPreload(() => import('./AppLayout').then((m) => ({ default: m.AppLayout })));

/** Starts loading the chrome (once); a signed-in arrival or a login calls it early so it is not a waterfall. */
export function preloadChrome(): Promise<unknown> {
  return LazyAppLayout.preload();
}
