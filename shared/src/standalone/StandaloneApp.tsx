import type { ReactNode } from 'react';
import { Navigate, Route, type AdminPanel, type InjectableStore } from '@coop/shared/core';
import { AdminPanels } from './AdminPanels';
import { SIGN_IN_PATH } from './sessionSaga';
import { SignedInFrame, type NavItem } from './SignedInFrame';
import { SignInPage } from './SignInPage';
import { StandaloneHost } from './StandaloneHost';

export const ADMIN_PATH = '/dashboard';

export interface StandaloneRoute {
  path: string;
  element: ReactNode;
  /** the link's text in the bar; no link without one */
  nav?: string;
}

export interface StandaloneConfig {
  /** the package name, shown in the bar: "mfe-wallet" */
  name: string;
  /** where a signed-in member lands, and where an unknown path goes */
  home: string;
  /** the remote's pages behind sign-in, at the paths the shell mounts them */
  pages: StandaloneRoute[];
  /** pages open without a session; with `ownSignIn` they include the remote's own /signin */
  openPages?: StandaloneRoute[];
  /** the remote's `./admin` panels, at /dashboard for SA and ADMIN */
  adminPanels?: AdminPanel[];
  /** the remote's feature logs in itself and its openPages have /signin (mfe-auth) */
  ownSignIn?: boolean;
}

/** A remote's dev page: the kit's sign-in (or the remote's own), its pages behind sign-in, its admin panels. */
export function StandaloneApp({ store, config }: { store: InjectableStore; config: StandaloneConfig }) {
  const { name, home, pages, openPages = [], adminPanels = [], ownSignIn = false } = config;
  const nav: NavItem[] = pages.flatMap((page) => (page.nav ? [{ to: page.path, label: page.nav }] : []));
  if (adminPanels.length > 0) nav.push({ to: ADMIN_PATH, label: 'Admin panels', adminOnly: true });
  const signedIn = (element: ReactNode) => (
    <SignedInFrame name={name} nav={nav}>
      {element}
    </SignedInFrame>
  );
  return (
    <StandaloneHost store={store}>
      {!ownSignIn && <Route path={SIGN_IN_PATH} element={<SignInPage name={name} home={home} />} />}
      {openPages.map((page) => (
        <Route key={page.path} path={page.path} element={page.element} />
      ))}
      {pages.map((page) => (
        <Route key={page.path} path={page.path} element={signedIn(page.element)} />
      ))}
      {adminPanels.length > 0 && <Route path={ADMIN_PATH} element={signedIn(<AdminPanels panels={adminPanels} />)} />}
      <Route path="*" element={<Navigate to={home} replace />} />
    </StandaloneHost>
  );
}
