// The entry (mf-manifest.json URL) mf-config.json names for each remote, as registered at start.
import type { RemoteEntry } from '@coop/shared';

const entries = new Map<string, string>();

export function rememberRemoteEntries(remotes: readonly RemoteEntry[]): void {
  for (const remote of remotes) entries.set(remote.name, remote.entry);
}

export function remoteEntryOf(name: string): string | undefined {
  return entries.get(name);
}
