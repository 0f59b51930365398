// MF runtime plugin: the federation runtime reads a remote's mf-manifest.json before it can fetch the remote's entry.
// A composed page's document carries the owning remote's (scripts/lib/prerender/compose.mjs, keyed by the entry
// mf-config.json names), so that one is answered from the document: no round trip (network-first in the service
// worker) before the remote's code can start. Any other manifest is fetched as before.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { inlineMfManifest } from '../prerender/inlineData';

export default function inlineManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'coop-inline-manifest',
    fetch(url) {
      const manifest = inlineMfManifest(url);
      if (!manifest) return undefined;
      return Promise.resolve(new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }));
    },
  };
}
