// The contract between the shell and every remote (ARCHITECTURE §3).
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Reducer } from 'redux';
import type { Saga } from 'redux-saga';

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
