// The copy of each remote's manifest the shell was built with (shared/mf/webpack-config.cjs reads every remote's
// src/exposes/manifest.ts into this constant; jest's setup does the same): what the shell routes and shows in the
// menu for a remote that is down, or whose pages-manifest.json cannot be read.
import type { RemoteManifest } from '@coop/shared';

declare const __COOP_REMOTE_MANIFESTS__: RemoteManifest[] | undefined;

export const DEFAULT_MANIFESTS: readonly RemoteManifest[] = typeof __COOP_REMOTE_MANIFESTS__ === 'undefined' ? [] : __COOP_REMOTE_MANIFESTS__;
