// At start: each deployed remote's pages-manifest.json, beside the entry mf-config.json names (same folder), fetched
// in parallel and never from a cache, unless the document carries it for that entry (a prerendered page's). A remote whose manifest fails, times out or is not a manifest keeps the
// build's default copy; a remote missing from mf-config.json keeps it too (its routes show the fallback with Retry).
import type { RemoteEntry, RemoteManifest } from '@coop/shared';
import { parseRemoteManifest } from './manifestShape';

export const MANIFEST_FILE = 'pages-manifest.json';
/** a remote that does not answer must not hold the first page for long: after this its default copy is used */
const TIMEOUT_MS = 4000;

export function manifestUrl(entry: string): string {
  return new URL(MANIFEST_FILE, new URL(entry, window.location.href)).href;
}

async function fetchManifest(remote: RemoteEntry, fetchImpl: typeof fetch, timeoutMs: number, carried: unknown): Promise<RemoteManifest | null> {
  // the copy a prerendered page's document carries for this very entry (shell/src/prerender/inlineData.ts)
  const inline = carried === undefined ? null : parseRemoteManifest(carried, remote.name);
  if (inline) return inline;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(manifestUrl(remote.entry), { cache: 'no-store', signal: controller.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const manifest = parseRemoteManifest(await response.json(), remote.name);
    if (!manifest) throw new Error('not a manifest of this remote');
    return manifest;
  } catch (error) {
    console.warn(`[shell] ${remote.name}'s ${MANIFEST_FILE} could not be used; the built-in copy is`, error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The manifests to run with: the deployed remotes' (in mf-config.json's order), then the defaults of the others. */
export async function loadRemoteManifests(
  remotes: readonly RemoteEntry[],
  defaults: readonly RemoteManifest[],
  {
    fetchImpl = fetch,
    timeoutMs = TIMEOUT_MS,
    inline = {},
  }: { fetchImpl?: typeof fetch; timeoutMs?: number; inline?: Readonly<Record<string, unknown>> } = {},
): Promise<RemoteManifest[]> {
  const fetched = await Promise.all(remotes.map((remote) => fetchManifest(remote, fetchImpl, timeoutMs, inline[remote.entry])));
  const deployed = remotes.flatMap((remote, index) => {
    const manifest = fetched[index] ?? defaults.find((d) => d.name === remote.name);
    return manifest ? [manifest] : [];
  });
  const names = new Set(remotes.map((remote) => remote.name));
  return [...deployed, ...defaults.filter((manifest) => !names.has(manifest.name))];
}
