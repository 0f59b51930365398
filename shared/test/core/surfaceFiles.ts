// Where the core's recorded surface and its version live: core-surface.json and package.json "coreVersion".
import fs from 'node:fs';
import path from 'node:path';
import type { SurfaceSnapshot } from './surfaceRule';

const SHARED = path.resolve(__dirname, '..', '..');
export const SNAPSHOT_FILE = path.join(SHARED, 'core-surface.json');
const PACKAGE_FILE = path.join(SHARED, 'package.json');
export const UPDATE_COMMAND = 'npx pnpm@9.15.9 --filter @coop/shared run core-surface:update';

export const readCoreVersion = (): string => JSON.parse(fs.readFileSync(PACKAGE_FILE, 'utf8')).coreVersion;

export function writeCoreVersion(version: string): void {
  const text = fs.readFileSync(PACKAGE_FILE, 'utf8');
  fs.writeFileSync(PACKAGE_FILE, text.replace(/"coreVersion": "[^"]*"/, `"coreVersion": "${version}"`));
}

export const readSnapshot = (): SurfaceSnapshot | null => (fs.existsSync(SNAPSHOT_FILE) ? JSON.parse(fs.readFileSync(SNAPSHOT_FILE, 'utf8')) : null);

export function writeSnapshot(snapshot: SurfaceSnapshot): void {
  fs.writeFileSync(SNAPSHOT_FILE, `${JSON.stringify(snapshot, null, 2)}\n`);
}
