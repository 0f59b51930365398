// The console's sections the shell knows before any remote answers: its own (each its own chunk, loaded when opened)
// and the sections each remote's manifest says it registers, so the section navigation and a pasted deep link show a
// proper title, and a fallback with Retry when that remote is down.
import { lazy } from 'react';
import type { AdminSectionRoute, PageComponent } from '@coop/shared';
import type { AdminRole } from '@coop/api/contract';
import { remoteManifests } from '../../../remotes/contributions';

export const CONSOLE_PATH = '/dashboard';
export const ADMIN_ROLE_LIST: AdminRole[] = ['SA', 'ADMIN'];

export interface SectionInfo {
  /** the URL segment beneath /dashboard ('' is the overview) */
  path: string;
  title: string;
  order: number;
  roles: AdminRole[];
  routes: AdminSectionRoute[];
}

export interface ShellSection extends SectionInfo {
  component: PageComponent;
}

export interface ExpectedSection extends SectionInfo {
  remote: string;
}

export const OVERVIEW: ShellSection = {
  path: '',
  title: 'Overview',
  order: 0,
  roles: ADMIN_ROLE_LIST,
  routes: [],
  component: lazy(() => import('../overview/OverviewSection')),
};

/** The shell's own sections beside the overview. */
export const SHELL_SECTIONS: readonly ShellSection[] = [
  { path: 'approvals', title: 'Approvals', order: 5, roles: ADMIN_ROLE_LIST, routes: [], component: lazy(() => import('../approvals/ApprovalsSection')) },
  {
    path: 'members',
    title: 'Members',
    order: 10,
    roles: ADMIN_ROLE_LIST,
    routes: [{ path: ':id', crumb: 'Member :id' }],
    component: lazy(() => import('../members/MembersSection')),
  },
  { path: 'reports', title: 'Reports', order: 65, roles: ADMIN_ROLE_LIST, routes: [], component: lazy(() => import('../reports/ReportsSection')) },
  {
    path: 'notices',
    title: 'Notices',
    order: 68,
    roles: ADMIN_ROLE_LIST,
    routes: [{ path: ':id', crumb: 'Notice :id' }],
    component: lazy(() => import('../notices/NoticesSection')),
  },
  { path: 'settings', title: 'Settings', order: 70, roles: ADMIN_ROLE_LIST, routes: [], component: lazy(() => import('../settings/SettingsSection')) },
  { path: 'audit', title: 'Audit trail', order: 80, roles: ADMIN_ROLE_LIST, routes: [], component: lazy(() => import('../audit/AuditSection')) },
  { path: 'administrators', title: 'Administrators', order: 90, roles: ['SA'], routes: [], component: lazy(() => import('../administrators/AdministratorsSection')) },
];

/**
 * What each remote is expected to register through `./admin` (RemoteAdmin.sections), as its manifest declares them
 * (`consoleSections`); what it registers wins.
 */
export function expectedRemoteSections(): ExpectedSection[] {
  return remoteManifests().flatMap((manifest) =>
    (manifest.consoleSections ?? []).map((section) => ({
      remote: manifest.name,
      path: section.path,
      title: section.title,
      order: section.order ?? 100,
      roles: section.roles ?? ADMIN_ROLE_LIST,
      routes: section.routes ?? [],
    })),
  );
}

export const sectionHref = (path: string) => (path ? `${CONSOLE_PATH}/${path}` : CONSOLE_PATH);
