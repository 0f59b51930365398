import { Suspense, useCallback } from 'react';
import { useStore } from 'react-redux';
import type { InjectableStore } from '@coop/shared';
import { PageLoading } from '../remotes/RemoteFallback';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { prefetchHome, whenIdle } from '../remotes/prefetchHome';
import { prefetchNext, savesData } from '../remotes/prefetchNext';
import { RevealWhenShown } from '../prerender/RevealWhenShown';
import { isShellRoute, SIGNIN_PATH, type RouteEntry } from '../routes/routeTable';
import { preloadAlertModal } from './AlertHost';
import { SHELL_PAGES } from './shellPages';

/**
 * Once the sign-in form is on screen: a low-priority fetch of where the member goes next (see prefetchHome); not on a
 * connection marked save-data (a submit still fetches it, beside the login request).
 */
const prefetchHomeWhenIdle = () => {
  if (!savesData()) whenIdle(prefetchHome);
};

/** Any page on screen: the alert modal is fetched next, before anything can raise an alert. */
const preloadAlertWhenIdle = () => {
  whenIdle(() => void preloadAlertModal().catch(() => undefined));
};

/** A page inside the chrome is on screen: the alert modal, then the remotes the member is likely to open next. */
const signedInPageShown = (remote: string) => {
  preloadAlertWhenIdle();
  whenIdle(() => prefetchNext(remote), 4000);
};

/** The sign-in form is on screen: when idle, what comes next (the sagas, which a submit needs; the alert modal; the home). */
function useSigninShown() {
  const store = useStore() as InjectableStore;
  return useCallback(() => {
    whenIdle(() => void store.startSagas());
    preloadAlertWhenIdle();
    prefetchHomeWhenIdle();
  }, [store]);
}

/** What one route renders: a shell page, or a remote's page in its slot. */
export function RouteContent({ route }: { route: RouteEntry }) {
  const signinShown = useSigninShown();
  const signedIn = route.chrome === 'app';
  // one function per route: the slot runs it from an effect that depends on it
  const pageShown = useCallback(() => (signedIn ? signedInPageShown(route.remote) : preloadAlertWhenIdle()), [signedIn, route.remote]);
  if (isShellRoute(route)) {
    const Page = SHELL_PAGES[route.page];
    return (
      <Suspense fallback={<PageLoading />}>
        <RevealWhenShown>
          <Page />
        </RevealWhenShown>
      </Suspense>
    );
  }
  const homeLink = route.chrome === 'none' ? { to: '/', label: 'Go to the home page' } : undefined;
  const onShown = route.path === SIGNIN_PATH ? signinShown : pageShown;
  return <RemoteSlot remote={route.remote} page={route.page} homeLink={homeLink} onShown={onShown} />;
}
