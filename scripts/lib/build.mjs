// Builds each package only when its sources changed since its last build (a content fingerprint in
// dist/.fingerprint), so a second `npm start` reuses the build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, log, pnpm, presentRemotes } from './workspace.mjs';

const IGNORED = new Set(['node_modules', 'dist', '.data', 'test-results', 'playwright-report', '.tmp']);

function hashTree(hash, dir) {
  if (!fs.existsSync(dir)) return;
  const stat = fs.statSync(dir);
  if (stat.isFile()) {
    hash.update(path.relative(ROOT, dir)).update(fs.readFileSync(dir));
    return;
  }
  for (const entry of fs.readdirSync(dir).sort()) {
    if (IGNORED.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    hashTree(hash, path.join(dir, entry));
  }
}

function fingerprint(inputs) {
  const hash = crypto.createHash('sha256');
  for (const input of inputs) hashTree(hash, path.join(ROOT, input));
  return hash.digest('hex');
}

function frontendInputs(dir) {
  return [`${dir}/src`, `${dir}/public`, `${dir}/webpack.config.js`, `${dir}/tsconfig.json`, `${dir}/package.json`, 'shared/src', 'shared/mf', 'shared/package.json', 'pnpm-lock.yaml'];
}

export function buildTargets() {
  return [
    { name: '@coop/api', dir: 'api', inputs: ['api/src', 'api/drizzle', 'api/tsconfig.json', 'api/tsconfig.build.json', 'api/package.json', 'pnpm-lock.yaml'] },
    // the shell's build carries a default copy of every remote's manifest (ARCHITECTURE §3)
    { name: 'shell', dir: 'shell', inputs: [...frontendInputs('shell'), ...presentRemotes().map((r) => `${r.dir}/src/exposes/manifest.ts`)] },
    ...presentRemotes().map((r) => ({ name: r.dir, dir: r.dir, inputs: frontendInputs(r.dir) })),
  ];
}

export async function buildAll({ force = false } = {}) {
  for (const target of buildTargets()) {
    const stampFile = path.join(ROOT, target.dir, 'dist', '.fingerprint');
    const print = fingerprint(target.inputs);
    if (!force && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === print) {
      log(`${target.name}: build is up to date`);
      continue;
    }
    log(`${target.name}: building`);
    await pnpm(['--filter', target.name, 'run', 'build']);
    fs.mkdirSync(path.dirname(stampFile), { recursive: true });
    fs.writeFileSync(stampFile, print);
  }
}
