// The console's list of sections for one administrator: the shell's own, what each remote registered, the expected
// sections of a remote still loading or down, and a section of its panels for a remote whose `./admin` has only
// panels (an old build). Pure: the section navigation, the routes and the breadcrumb are all made from it.
import { matchPath, type AdminPanel, type AdminSectionRoute, type PageComponent, type Role } from '@coop/shared';
import { remoteDisplayName } from '../../../remotes/contributions';
import { ADMIN_ROLE_LIST, expectedRemoteSections, SHELL_SECTIONS, type SectionInfo } from './sections';
import type { RemoteAdminState } from './useRemoteAdmins';

export type SectionSource =
  | { kind: 'shell'; component: PageComponent }
  | { kind: 'remote'; remote: string; component: PageComponent }
  | { kind: 'panels'; remote: string; panels: AdminPanel[] }
  | { kind: 'loading'; remote: string }
  | { kind: 'down'; remote: string };

export interface ConsoleEntry extends SectionInfo {
  source: SectionSource;
}

/** The path of the section that shows an old remote's panels: its name without the prefix (mfe_wallet → wallet). */
export const panelsPath = (remote: string) => remote.replace(/^mfe_/, '');

const allowed = (roles: readonly string[], role: Role | undefined) => role !== undefined && roles.includes(role);

function remoteEntries(remote: string, state: RemoteAdminState | undefined): ConsoleEntry[] {
  const expected = expectedRemoteSections().filter((s) => s.remote === remote);
  if (!state || state.status !== 'ready') {
    const kind = state?.status === 'loading' ? 'loading' : 'down';
    return expected.map(({ remote: _r, ...info }) => ({ ...info, source: { kind, remote } }));
  }
  const { sections, panels } = state.admin;
  if (Array.isArray(sections)) {
    return sections
      .filter((s) => s && typeof s.path === 'string' && /^[a-z0-9-]+$/.test(s.path) && s.component)
      .map((s) => ({
        path: s.path,
        title: s.title,
        order: s.order ?? expected.find((e) => e.path === s.path)?.order ?? 100,
        roles: s.roles ?? ADMIN_ROLE_LIST,
        routes: s.routes ?? [],
        source: { kind: 'remote', remote, component: s.component },
      }));
  }
  if (!Array.isArray(panels) || panels.length === 0) return [];
  const order = Math.min(...expected.map((e) => e.order), 100);
  return [{ path: panelsPath(remote), title: remoteDisplayName(remote), order, roles: ADMIN_ROLE_LIST, routes: [], source: { kind: 'panels', remote, panels } }];
}

/** The sections this role may open, in the navigation's order. A shell section's path cannot be taken by a remote. */
export function consoleEntries(role: Role | undefined, states: Record<string, RemoteAdminState>): ConsoleEntry[] {
  const shell: ConsoleEntry[] = SHELL_SECTIONS.map(({ component, ...info }) => ({ ...info, source: { kind: 'shell', component } }));
  const taken = new Set(shell.map((s) => s.path));
  const entries = [...shell];
  for (const remote of Object.keys(states)) {
    for (const entry of remoteEntries(remote, states[remote])) {
      if (taken.has(entry.path)) continue;
      taken.add(entry.path);
      entries.push(entry);
    }
  }
  return entries.filter((e) => allowed(e.roles, role)).sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

/** A section this role may not open (the Administrators section for an ADMIN): the console sends them to the overview. */
export function isForbiddenSection(path: string, role: Role | undefined): boolean {
  const shell = SHELL_SECTIONS.find((s) => s.path === path);
  return Boolean(shell && !allowed(shell.roles, role));
}

/** An expected section of a remote that answered with panels only: the panels' section stands in for it. */
export function panelsStandIn(path: string, states: Record<string, RemoteAdminState>): string | null {
  const expected = expectedRemoteSections().find((s) => s.path === path);
  const state = expected && states[expected.remote];
  if (!expected || !state || state.status !== 'ready' || Array.isArray(state.admin.sections)) return null;
  return Array.isArray(state.admin.panels) && state.admin.panels.length > 0 ? panelsPath(expected.remote) : null;
}

/** `Loan :id` with /42 → `Loan 42`: the crumb of the section's route that matches `rest` (the path beneath it). */
export function routeCrumb(routes: readonly AdminSectionRoute[], rest: string): string | null {
  for (const route of routes) {
    const match = matchPath({ path: `/${route.path}`, end: true }, `/${rest}`);
    if (match) return route.crumb.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => match.params[name] ?? whole);
  }
  return null;
}

/** The section segment and what is beneath it: /dashboard/shop/orders/7 → ['shop', 'orders/7']. */
export function splitConsolePath(pathname: string, base: string): [string, string] {
  const [section = '', ...rest] = pathname.slice(base.length).split('/').filter(Boolean);
  return [section, rest.join('/')];
}
