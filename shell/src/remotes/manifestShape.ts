// A pages-manifest.json as served is untrusted JSON: this keeps it only when it has the shape of a RemoteManifest
// (core contract) for the remote it was fetched for. Anything else is refused whole, and the default copy stands.
import type { RemoteManifest } from '@coop/shared';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);
const isList = (check: (value: unknown) => boolean) => (value: unknown) => Array.isArray(value) && value.every(check);
const isRoles = isList((role) => role === 'SA' || role === 'ADMIN' || role === 'MEMBER');
const isPath = (value: unknown) => typeof value === 'string' && /^\/[^\s]*$/.test(value);
const isOrder = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

function isRoute(value: unknown): boolean {
  return (
    isObject(value) &&
    isPath(value.path) &&
    isText(value.page) &&
    isText(value.title) &&
    (value.chrome === 'app' || value.chrome === 'none') &&
    typeof value.requiresAuth === 'boolean' &&
    optional(value.allowedRoles, isRoles) &&
    optional(value.membership, (m) => typeof m === 'boolean') &&
    optional(value.breadcrumb, isList((crumb) => isObject(crumb) && isText(crumb.label) && optional(crumb.path, isPath)))
  );
}

const isGroup = (value: unknown) => isObject(value) && isText(value.label) && isText(value.shortLabel) && isText(value.icon) && isOrder(value.order);

function isMenuItem(value: unknown): boolean {
  return (
    isObject(value) &&
    isText(value.label) &&
    isText(value.shortLabel) &&
    isPath(value.path) &&
    isText(value.icon) &&
    isOrder(value.order) &&
    optional(value.group, isGroup) &&
    optional(value.allowedRoles, isRoles) &&
    optional(value.section, isList(isPath))
  );
}

function isConsoleSection(value: unknown): boolean {
  return (
    isObject(value) &&
    typeof value.path === 'string' &&
    /^[a-z0-9-]+$/.test(value.path) &&
    isText(value.title) &&
    optional(value.order, isOrder) &&
    optional(value.roles, isList((role) => role === 'SA' || role === 'ADMIN')) &&
    optional(value.routes, isList((route) => isObject(route) && isText(route.path) && isText(route.crumb)))
  );
}

/** The manifest when `value` is one, for the remote `name`; else null. */
export function parseRemoteManifest(value: unknown, name: string): RemoteManifest | null {
  if (!isObject(value) || value.name !== name || !isText(value.title)) return null;
  if (!isList(isRoute)(value.routes) || !isList(isMenuItem)(value.menu) || !optional(value.consoleSections, isList(isConsoleSection))) return null;
  return value as unknown as RemoteManifest;
}
