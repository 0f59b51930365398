// What a prerendered page's document carries so the start needs no round trip for it (scripts/lib/prerender/
// compose.mjs): the runtime config as the server had it for this very request, the remotes' pages manifests by
// the entry they belong to, and the owning remote's mf-manifest.json by its entry. Anything missing, unreadable or of
// another release is fetched as before.
import type { MfConfig } from '@coop/shared';

export const INLINE_CONFIG_ID = 'coop-mf-config';
export const INLINE_MANIFESTS_ID = 'coop-remote-manifests';
export const INLINE_MF_MANIFESTS_ID = 'coop-mf-manifests';

function readJson(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** the runtime config the document carries, when it looks like one */
export function inlineRuntimeConfig(): MfConfig | null {
  const config = readJson(INLINE_CONFIG_ID) as Partial<MfConfig> | null;
  return config && typeof config === 'object' && Array.isArray(config.remotes) ? (config as MfConfig) : null;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const objectAt = (id: string): Record<string, unknown> => asRecord(readJson(id)) ?? {};

/** the remotes' pages manifests the document carries, by remote entry URL (checked like a fetched one before use) */
export function inlineManifests(): Record<string, unknown> {
  return objectAt(INLINE_MANIFESTS_ID);
}

/** the federation manifest (mf-manifest.json) the document carries for `entry`, the URL mf-config.json names it by */
export function inlineMfManifest(entry: string): Record<string, unknown> | null {
  return asRecord(objectAt(INLINE_MF_MANIFESTS_ID)[entry]);
}
