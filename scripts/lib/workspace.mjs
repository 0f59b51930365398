// The packages of the suite, their ports (ARCHITECTURE §7) and how to run pnpm without a global install.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every remote the shell may load. A remote whose folder is absent is simply not deployed. */
export const ALL_REMOTES = [
  { name: 'mfe_auth', dir: 'mfe-auth', port: 3001 },
  { name: 'mfe_savings', dir: 'mfe-savings', port: 3002 },
  { name: 'mfe_loans', dir: 'mfe-loans', port: 3003 },
  { name: 'mfe_commerce', dir: 'mfe-commerce', port: 3004 },
  { name: 'mfe_wallet', dir: 'mfe-wallet', port: 3005 },
];
export const SHELL_PORT = 3000;
export const API_PORT = 4000;

export function presentRemotes() {
  return ALL_REMOTES.filter((r) => fs.existsSync(path.join(ROOT, r.dir, 'package.json')));
}

const pnpmVersion = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager.split('@')[1];

/** Runs a command and resolves when it exits 0; rejects otherwise. Output goes to this terminal. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`))));
  });
}

/** pnpm through npx: no global install, the version pinned in package.json "packageManager". */
export function pnpm(args, options = {}) {
  return run('npx', ['--yes', `pnpm@${pnpmVersion}`, ...args], options);
}

export async function install() {
  const ci = process.env.CI === 'true' || process.env.CI === '1';
  await pnpm(['install', ...(ci ? ['--frozen-lockfile'] : ['--prefer-offline']), '--reporter=append-only'], {
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', npm_config_update_notifier: 'false' },
  });
}

export function log(message) {
  process.stdout.write(`\x1b[36m[coop]\x1b[0m ${message}\n`);
}
