// Types of remote-manifest.cjs for the TypeScript that uses it (the shell's jest setup).
import type { RemoteManifest, RemoteManifestSource } from '../src/core/contract/remote';

export declare const MANIFEST_FILE: string;
export declare const MANIFEST_SOURCE: string;
export declare function loadManifestSource(file: string): RemoteManifest;
export declare function findRemoteManifestSources(workspaceDir: string): string[];
export declare function readRemoteManifests(workspaceDir: string): RemoteManifest[];
/** the manifest as shipped: each route's chrome and requiresAuth filled in */
export declare function withRouteDefaults(manifest: RemoteManifestSource): RemoteManifest;
export declare class RemoteManifestPlugin {
  constructor(o: { name: string; source: string });
  apply(compiler: unknown): void;
}
