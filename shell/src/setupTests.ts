import path from 'node:path';
import { configure } from '@testing-library/react';
import type { RemoteManifestSource } from '@coop/shared';
import { findRemoteManifestSources, withRouteDefaults } from '@coop/shared/mf/remote-manifest.cjs';

// The build's default copy of each remote's manifest (webpack's DefinePlugin in a build), from the remotes' sources.
// jest's own transform reads them: cached, and without loading the TypeScript compiler in every test file.
(globalThis as { __COOP_REMOTE_MANIFESTS__?: unknown }).__COOP_REMOTE_MANIFESTS__ = findRemoteManifestSources(path.resolve(__dirname, '..', '..')).map(
  (file) => withRouteDefaults(jest.requireActual<{ manifest: RemoteManifestSource }>(file).manifest),
);

// jsdom has no scrolling; the shell's ScrollRestoration calls it.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// The console's sections wait on a lazy chunk, the remotes' ./admin and their own requests before they show; on a
// busy machine that is more than testing-library's default second.
configure({ asyncUtilTimeout: 3000 });
