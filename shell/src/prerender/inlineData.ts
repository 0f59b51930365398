// What a prerendered page's document carries so the start needs no round trip for it (scripts/lib/prerender/
// compose.mjs): the runtime config as the server had it for this very request, and the remotes' pages manifests by
// the entry they belong to. Anything missing, unreadable or of another release is fetched as before.
import type { MfConfig } from '@coop/shared';

export const INLINE_CONFIG_ID = 'coop-mf-config';
export const INLINE_MANIFESTS_ID = 'coop-remote-manifests';

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

/** the remotes' pages manifests the document carries, by remote entry URL (checked like a fetched one before use) */
export function inlineManifests(): Record<string, unknown> {
  const manifests = readJson(INLINE_MANIFESTS_ID);
  return manifests && typeof manifests === 'object' && !Array.isArray(manifests) ? (manifests as Record<string, unknown>) : {};
}
