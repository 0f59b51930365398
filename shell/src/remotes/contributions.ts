// The remotes' manifests the shell runs with, and what it makes of them once: the route table and the menu. The
// build's default copies until the start sets what the deployed remotes serve (bootstrap → loadRemoteManifests).
import type { RemoteManifest } from '@coop/shared';
import { menuFromManifests, type NavItem } from '../chrome/navItems';
import { routesFromManifests } from '../routes/fromManifests';
import type { RouteEntry } from '../routes/routeTable';
import { DEFAULT_MANIFESTS } from './defaultManifests';

let manifests: readonly RemoteManifest[] = DEFAULT_MANIFESTS;
let routes: RouteEntry[] | null = null;
let menu: NavItem[] | null = null;

export function setRemoteManifests(next: readonly RemoteManifest[]): void {
  manifests = next;
  routes = null;
  menu = null;
}

export function remoteManifests(): readonly RemoteManifest[] {
  return manifests;
}

/** every route: the shell's and the remotes' */
export function routeTable(): readonly RouteEntry[] {
  routes ??= routesFromManifests(manifests);
  return routes;
}

/** the side navigation, for every role (navItemsFor picks a role's) */
export function menuItems(): readonly NavItem[] {
  menu ??= menuFromManifests(manifests, routeTable());
  return menu;
}

/** How the console names a remote to an administrator: its manifest's title. */
export function remoteDisplayName(name: string): string {
  return manifests.find((manifest) => manifest.name === name)?.title ?? name;
}
