// Registers the remotes named in /mf-config.json and loads their exposes on demand.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteAdmin, RemoteEntry, RemoteFeature, RemotePages } from '@coop/shared';
import { isUnavailableRemote } from './fallbackPlugin';
import { rememberRemoteEntries, remoteEntryOf } from './remoteEntries';

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: string, reason: string) {
    super(`${remote} is not available: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

export function registerRemoteEntries(remotes: RemoteEntry[]): void {
  rememberRemoteEntries(remotes);
  registerRemotes(remotes.map((r) => ({ name: r.name, entry: r.entry })), { force: true });
}

export function isRemoteRegistered(name: string): boolean {
  return remoteEntryOf(name) !== undefined;
}

/** After a failure the runtime caches the broken entry; re-registering with force drops that cache. */
export function resetRemote(name: string): void {
  const entry = remoteEntryOf(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

async function load<T>(remote: string, expose: string): Promise<T> {
  if (!isRemoteRegistered(remote)) throw new RemoteUnavailableError(remote, 'not deployed (missing from mf-config.json)');
  let module: unknown;
  try {
    module = await loadRemote<T>(`${remote}/${expose}`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error));
  }
  if (!module || isUnavailableRemote(module)) {
    throw new RemoteUnavailableError(remote, isUnavailableRemote(module) ? module.reason : 'empty module');
  }
  const value = module as { default?: T };
  return (value.default ?? module) as T;
}

export const loadFeature = (remote: string) => load<RemoteFeature>(remote, 'feature');
export const loadPages = (remote: string) => load<RemotePages>(remote, 'pages');
export const loadAdmin = (remote: string) => load<RemoteAdmin>(remote, 'admin');
