import { Suspense, useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { getLastUrl, getRuntimeConfig, selectAuth, setLastUrl, Outlet, useLocation } from '@coop/shared';
import { LazyAppLayout, preloadChrome } from '../chrome/lazyChrome';
import { PageLoading } from '../remotes/RemoteFallback';
import { SignoutNotice } from '../session/SignoutNotice';
import { decideAccess } from '../routes/access';
import { matchRoute } from '../routes/matchRoute';
import { NOT_FOUND_PATH, ROUTE_ALIASES, SIGNIN_PATH } from '../routes/routeTable';
import { Redirect } from './Redirect';

/** The one layout route: guards every path, records lasturl and picks the chrome (spec §4, §6). */
export function RouteGate() {
  const location = useLocation();
  const { user } = useSelector(selectAuth);
  const route = matchRoute(location.pathname);
  const path = `${location.pathname}${location.search}`;

  // Whether the user was signed in when this page was opened: a login that happens on /signin is
  // routed by the auth saga; only someone arriving signed in is sent away from /signin here.
  const arrival = useRef({ key: location.key, signedIn: Boolean(user) });
  if (arrival.current.key !== location.key) arrival.current = { key: location.key, signedIn: Boolean(user) };

  const decision = route ? decideAccess(route, user, path, getLastUrl(), arrival.current.signedIn) : null;
  const allowed = decision?.kind === 'allow';
  const record = decision?.kind === 'allow' && decision.recordLastUrl;

  useEffect(() => {
    if (record) setLastUrl(path);
  }, [record, path]);

  // Once someone is signed in, the chrome is about to be needed: fetch it while the login finishes.
  useEffect(() => {
    if (user) void preloadChrome();
  }, [user]);

  useEffect(() => {
    // a page with subpaths names itself as they change (the console's sections)
    if (allowed && route && !route.subpaths) document.title = `${route.crumb} · ${getRuntimeConfig().societyName}`;
  }, [allowed, route]);

  if (!route || !decision) {
    const alias = ROUTE_ALIASES[location.pathname];
    return <Redirect to={alias ? `${alias}${location.search}` : NOT_FOUND_PATH} />;
  }
  if (decision.kind === 'redirect') return <Redirect to={decision.to} rememberPath={decision.rememberPath} />;

  if (route.chrome === 'app') {
    return (
      <Suspense fallback={<PageLoading />}>
        <LazyAppLayout route={route}>
          <Outlet />
        </LazyAppLayout>
      </Suspense>
    );
  }
  return (
    <>
      {route.path === SIGNIN_PATH && <SignoutNotice />}
      <Outlet />
    </>
  );
}
