// Writes a new remote from the templates after checking its name, page and port are free: not a remote of the suite
// (scripts/lib/workspace.mjs ALL_REMOTES), not an `mfe-*` folder here or in the target folder, /<name> not a path the
// shell or a remote's manifest routes, and the port not the shell's, the API's, the releases server's or any remote's.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ALL_REMOTES, API_PORT, ROOT, SHELL_PORT } from '../lib/workspace.mjs';
import { names, remoteFiles } from './templates.mjs';

const { findRemoteManifestSources, loadManifestSource } = createRequire(import.meta.url)('../../shared/mf/remote-manifest.cjs');

export class UsageError extends Error {}

const RELEASES_PORT = 3010;

function remoteFolders(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((entry) => entry.startsWith('mfe-') && fs.existsSync(path.join(dir, entry, 'package.json')));
}

/** Ports already taken: the suite's own, and each remote's dev port (`devPort: Number(process.env.PORT) || 3003`). */
function takenPorts(dirs) {
  const taken = new Map([
    [SHELL_PORT, 'the shell'],
    [API_PORT, 'the API'],
    [RELEASES_PORT, 'the releases server'],
  ]);
  for (const remote of ALL_REMOTES) taken.set(remote.port, remote.dir);
  for (const dir of dirs) {
    for (const folder of remoteFolders(dir)) {
      const config = path.join(dir, folder, 'webpack.config.js');
      const devPort = fs.existsSync(config) && /\|\|\s*(\d+)/.exec(fs.readFileSync(config, 'utf8'));
      if (devPort) taken.set(Number(devPort[1]), folder);
    }
  }
  return taken;
}

/** The first segment of every path routed today ('/details/:id' → '/details'), and who routes it. */
function routedPaths(dirs) {
  const first = (routePath) => `/${routePath.split('/')[1]}`;
  const routed = new Map();
  const shellRoutes = path.join(ROOT, 'shell', 'src', 'routes', 'routeTable.ts');
  if (fs.existsSync(shellRoutes)) for (const [, routePath] of fs.readFileSync(shellRoutes, 'utf8').matchAll(/'(\/[\w-]+)'/g)) routed.set(first(routePath), 'the shell');
  for (const file of dirs.flatMap(findRemoteManifestSources)) {
    const manifest = loadManifestSource(file);
    for (const route of manifest.routes) routed.set(first(route.path), manifest.name);
  }
  return routed;
}

/** The checked names of a new remote, or a UsageError saying what is wrong. */
export function planRemote(name, portText, { dir = ROOT } = {}) {
  if (!name || !portText) throw new UsageError('Usage: npm run new-remote -- <name> <port> [--dir <folder>]');
  if (!/^[a-z]{2,30}$/.test(name)) throw new UsageError(`The name must be 2 to 30 lowercase letters (it becomes mfe-<name> and mfe_<name>): "${name}"`);
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1024 || port > 65535) throw new UsageError(`The port must be a number from 1024 to 65535: "${portText}"`);
  const parent = path.resolve(dir);
  const dirs = [...new Set([ROOT, parent])];
  const n = names(name, port, path.relative(path.join(parent, `mfe-${name}`), ROOT).split(path.sep).join('/'));
  const usedBy = ALL_REMOTES.find((r) => r.name === n.container)?.dir ?? dirs.find((d) => fs.existsSync(path.join(d, n.dir)));
  if (usedBy) throw new UsageError(`The name "${name}" is taken: ${n.dir} already exists (${usedBy === n.dir ? 'a remote of the suite' : `in ${usedBy}`})`);
  const portUser = takenPorts(dirs).get(port);
  if (portUser) throw new UsageError(`Port ${port} is taken by ${portUser}`);
  // last: it compiles every manifest
  const router = routedPaths(dirs).get(n.path);
  if (router) throw new UsageError(`The page ${n.path} is taken: ${router} routes it`);
  return { ...n, target: path.join(parent, n.dir) };
}

/** Writes the remote's files; returns their paths relative to its folder. */
export function writeRemote(plan) {
  const files = remoteFiles(plan);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(plan.target, file)), { recursive: true });
    fs.writeFileSync(path.join(plan.target, file), content, { flag: 'wx' });
  }
  return Object.keys(files);
}
