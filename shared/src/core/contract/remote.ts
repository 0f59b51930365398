// The contract between the shell and every remote (ARCHITECTURE §3).
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Reducer } from 'redux';
import type { Saga } from 'redux-saga';
import type { Role } from '../storage/session';

/** `./feature`: the remote's redux slice and root saga, injected by the shell before any page renders. */
export interface RemoteFeature {
  key: string;
  reducer: Reducer;
  saga?: Saga;
  /**
   * The saga's code, fetched when the store's sagas start rather than with `./feature` (core ≥ 1.1; preferred over
   * `saga`). Actions dispatched before it runs still reach it. Give `saga` too for a shell whose core is older.
   */
  loadSaga?: () => Promise<Saga>;
}

export type PageComponent = ComponentType<Record<string, never>> | LazyExoticComponent<ComponentType<Record<string, never>>>;

/** `./pages`: page components by name; each is React.lazy inside so its code loads on first visit. */
export type RemotePages = Record<string, PageComponent>;

/** `./admin`: panels the shell shows on /dashboard for SA/ADMIN (a shell older than the console lists these). */
export interface AdminPanel {
  id: string;
  title: string;
  component: PageComponent;
}

/** A page beneath a console section, e.g. `{ path: ':id', crumb: 'Loan' }` under `loans` is /dashboard/loans/42. */
export interface AdminSectionRoute {
  /** relative to the section, react-router syntax: ':id', 'orders/:id' */
  path: string;
  /** the breadcrumb's last item and the document title; `:name` parts are filled from the URL ('Loan :id') */
  crumb: string;
}

/**
 * One section of the /dashboard console (core ≥ 1.2): its own deep link /dashboard/{path}, listed in the console's
 * section navigation, its code loaded when it is opened. The component renders the section's index and its `routes`
 * (it reads the URL with react-router's hooks: the shell mounts it at /dashboard/{path}/*).
 */
export interface AdminSection {
  /** the URL segment: 'loans' → /dashboard/loans */
  path: string;
  /** the section navigation's label and the breadcrumb */
  title: string;
  /** the order in the section navigation (smaller first) */
  order?: number;
  /** only these roles see and open it (default: SA and ADMIN) */
  roles?: Array<'SA' | 'ADMIN'>;
  component: PageComponent;
  routes?: AdminSectionRoute[];
}

export type RemoteAdmin = { panels: AdminPanel[]; sections?: AdminSection[] };

/**
 * One page a remote contributes (core ≥ 1.3): the shell routes `path` to `page` of the remote's `./pages`, names it in
 * the breadcrumb, the document title and "Find a page", and guards it.
 */
export interface RouteDeclaration {
  /** react-router syntax, from the root: '/savings', '/details/:id' */
  path: string;
  /** the key of the remote's `./pages` record */
  page: string;
  /** the breadcrumb's last item, the document title and the page search's name */
  title: string;
  /** the crumbs before it, if any */
  breadcrumb?: Array<{ label: string; path?: string }>;
  /** 'app': inside the shell's chrome (side navigation, top bar); 'none': the page alone (sign-in) */
  chrome: 'app' | 'none';
  requiresAuth: boolean;
  /** only these roles may open it (default: everyone the page's `requiresAuth` lets in) */
  allowedRoles?: Role[];
  /** the page needs a membership (a shareholding); the remote's page shows the gate, the shell only records it */
  membership?: boolean;
}

/**
 * A route as a remote writes it in `src/exposes/manifest.ts`: only what differs from a member's page inside the chrome.
 * The build fills `chrome: 'app'` and `requiresAuth: true` in, so the `pages-manifest.json` shipped is a full
 * `RemoteManifest` (core ≥ 1.5).
 */
export type RouteSource = Omit<RouteDeclaration, 'chrome' | 'requiresAuth'> & Partial<Pick<RouteDeclaration, 'chrome' | 'requiresAuth'>>;

/** `src/exposes/manifest.ts`: a `RemoteManifest` whose routes are `RouteSource`s (core ≥ 1.5). */
export type RemoteManifestSource = Omit<RemoteManifest, 'routes'> & { routes: RouteSource[] };

/** A menu group a link sits in (the side navigation's "Product Financing"); links naming the same label share it. */
export interface MenuGroupDeclaration {
  label: string;
  /** shown under the icon in the narrow side panel */
  shortLabel: string;
  /** an icon name the shell knows; an unknown one gets a generic icon */
  icon: string;
  /** the group's place in the side navigation (smaller first) */
  order: number;
}

/** One item of the side navigation a remote contributes (core ≥ 1.3). */
export interface MenuDeclaration {
  label: string;
  /** shown under the icon in the narrow side panel */
  shortLabel: string;
  path: string;
  /** an icon name the shell knows; an unknown one gets a generic icon */
  icon: string;
  /** its place in the side navigation, or within its group (smaller first) */
  order: number;
  group?: MenuGroupDeclaration;
  allowedRoles?: Role[];
  /** other paths of this item's section: it is marked current there too */
  section?: string[];
}

/** A console section as a manifest declares it: everything but the code, which comes with `./admin`. */
export type ConsoleSectionDeclaration = Omit<AdminSection, 'component'>;

/**
 * What a remote contributes to the shell (core ≥ 1.3), shipped as `pages-manifest.json` beside its `mf-manifest.json`
 * and read by the shell at start; the shell's build keeps a copy of each as the default for a remote that is down.
 */
export interface RemoteManifest {
  /** container name, e.g. 'mfe_savings' */
  name: string;
  /** how the console names the remote to an administrator */
  title: string;
  routes: RouteDeclaration[];
  menu: MenuDeclaration[];
  consoleSections?: ConsoleSectionDeclaration[];
}

export interface RemoteEntry {
  /** container name, e.g. 'mfe_auth' */
  name: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js) */
  entry: string;
}

/** `/mf-config.json`, fetched by the shell at boot with `cache: 'no-store'`. */
export interface MfConfig {
  apiBaseUrl: string;
  societyName: string;
  paymentPublicKey?: string;
  /** minutes of inactivity before the session is ended */
  idleTimeoutMinutes?: number;
  /** how people reach the society, shown on the landing page and in the footer */
  contact?: SocietyContact;
  remotes: RemoteEntry[];
}

export interface SocietyContact {
  email?: string;
  phone?: string;
  address?: string;
}
