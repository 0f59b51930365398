// Version skew between the shell and a remote (ARCHITECTURE §5): a copy of @coop/shared with a newer kit and a
// newer core minor to build a remote against, a shell built with another core version and served on its own port,
// and what the page's Module Federation share scope holds for @coop/shared/core.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { API_URL, ROOT } from './env';
import { serverMfConfig } from './mfConfig';
import { buildPackage } from './release';

/** what the newer kit's Stat shows under every figure (the workspace's kit has no such line) */
export const NEWER_KIT_NOTE = 'Figures refresh as you pay and withdraw';

/**
 * A copy of the workspace's shared/ in `dir` whose core is `coreVersion` and whose kit's Stat adds
 * NEWER_KIT_NOTE, as a team that changed the kit would ship it. Returns the copy's folder (for COOP_SHARED_DIR).
 */
export function sharedCopyWithNewerKit(dir: string, coreVersion: string): string {
  const copy = path.join(dir, 'shared');
  for (const part of ['src', 'mf', 'package.json', 'tsconfig.json']) fs.cpSync(path.join(ROOT, 'shared', part), path.join(copy, part), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'shared', 'node_modules'), path.join(copy, 'node_modules'));

  const packageFile = path.join(copy, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(packageFile, 'utf8'));
  fs.writeFileSync(packageFile, JSON.stringify({ ...pkg, coreVersion }, null, 2));

  const statFile = path.join(copy, 'src', 'ui', 'Stat.tsx');
  const stat = fs.readFileSync(statFile, 'utf8');
  if (!stat.includes('export function Stat(')) throw new Error(`${statFile} no longer declares \`export function Stat(\`: update the kit patch`);
  fs.writeFileSync(
    statFile,
    `${stat.replace('export function Stat(', 'function StatOfTheOlderKit(')}
export function Stat(props: StatProps) {
  return (
    <>
      <StatOfTheOlderKit {...props} />
      <p>${NEWER_KIT_NOTE}</p>
    </>
  );
}
`,
  );
  return copy;
}

/** `webpack --mode production` of the shell into `outDir`, declaring `coreVersion` for its @coop/shared/core */
export function buildShellWithCore(outDir: string, coreVersion: string): Promise<void> {
  return buildPackage('shell', outDir, { COOP_CORE_VERSION: coreVersion });
}

/** Serves a shell build like the suite's own (the same mf-config.json, /api proxied) on a port of its own. */
export async function serveShell(dist: string): Promise<{ url: string; close: () => Promise<void> }> {
  const { startStaticServer } = await import('../../scripts/lib/static-server.mjs');
  const config = await serverMfConfig();
  const server = await startStaticServer({ root: dist, port: 0, spa: true, mfConfig: () => config, apiTarget: API_URL });
  const { port } = server.address() as { port: number };
  return { url: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface SharedCopy {
  version: string;
  /** the container that provided it */
  from: string;
  loaded: boolean;
}

/** every @coop/shared/core the page's share scope knows, and whether it was loaded */
export function coreCopies(page: Page): Promise<SharedCopy[]> {
  return page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean; loading?: unknown; lib?: unknown };
    const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
    const copies = new Map<string, { version: string; from: string; loaded: boolean }>();
    for (const scopes of Object.values(share)) {
      for (const [version, entry] of Object.entries(scopes.default?.['@coop/shared/core'] ?? {})) {
        const key = `${version} ${entry.from}`;
        copies.set(key, { version, from: entry.from, loaded: Boolean(copies.get(key)?.loaded || entry.loaded || entry.lib) });
      }
    }
    return [...copies.values()].sort((a, b) => a.version.localeCompare(b.version));
  });
}
