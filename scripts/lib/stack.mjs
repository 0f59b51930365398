// Starts the whole suite from its build: the API (embedded database unless DATABASE_URL is set),
// each built remote on its own port (its own origin, as in production) and the shell, which serves
// /mf-config.json and proxies /api. Used by `npm start` and by the Playwright suite.
// It runs the API in development mode (DEV_MODE=true unless set: outbox, sandbox, seed), so everything listens on
// loopback (HOST, default 127.0.0.1); the API refuses another address while development mode is on.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, API_PORT, SHELL_PORT, presentRemotes } from './workspace.mjs';
import { startStaticServer } from './static-server.mjs';
import { createPageComposer, folderUnder } from './prerender/pages.mjs';

/** versioned remote builds (README "Deploying a remote on its own"), served like a CDN */
export const RELEASES_DIR = path.join(ROOT, 'releases');
const LOOPBACK = '127.0.0.1';

export function serveReleases(port, host = LOOPBACK) {
  return startStaticServer({ root: RELEASES_DIR, port, host, cors: true });
}

async function waitForHealth(url, child, timeoutMs = 60000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the API did not become healthy at ${url} within ${timeoutMs} ms`);
}

/**
 * @param {object} [o]
 * @param {number} [o.shellPort]  @param {number} [o.apiPort]  @param {number} [o.remotePortOffset] added to each remote's port
 * @param {string} [o.host] host name the browser uses for the remotes (default localhost)
 * @param {Record<string,string>} [o.apiEnv] extra env for the API
 * @param {string} [o.mfConfigFile] serve this file as /mf-config.json (read on every request) instead of generating it
 * @param {(line: string) => void} [o.log]
 * @param {'inherit'|'pipe'|'ignore'} [o.apiOutput]
 */
export async function startStack(o = {}) {
  const shellPort = o.shellPort ?? Number(process.env.SHELL_PORT ?? SHELL_PORT);
  const apiPort = o.apiPort ?? Number(process.env.API_PORT ?? API_PORT);
  const offset = o.remotePortOffset ?? 0;
  const host = o.host ?? process.env.PUBLIC_HOST ?? 'localhost';
  const log = o.log ?? (() => {});
  const servers = [];

  const apiEnv = {
    ...process.env,
    DEV_MODE: process.env.DEV_MODE ?? 'true',
    HOST: process.env.HOST ?? LOOPBACK,
    PORT: String(apiPort),
    APP_URL: process.env.APP_URL ?? `http://${host}:${shellPort}`,
    ...o.apiEnv,
  };
  const bindHost = apiEnv.HOST;
  const api = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'main.js')], {
    cwd: ROOT,
    env: apiEnv,
    stdio: ['ignore', o.apiOutput ?? 'inherit', o.apiOutput ?? 'inherit'],
  });
  const stop = async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(() => r()))));
    if (api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((r) => {
        const t = setTimeout(() => {
          api.kill('SIGKILL');
          r();
        }, 5000);
        api.once('exit', () => {
          clearTimeout(t);
          r();
        });
      });
    }
  };

  try {
    await waitForHealth(`http://127.0.0.1:${apiPort}/api/health`, api);
    const remotes = presentRemotes().map((r) => ({ ...r, port: r.port + offset }));
    // where each port's files are, for the prerendered pages of the remote releases mf-config.json names
    const folderByPort = new Map();
    for (const remote of remotes) {
      const dist = path.join(ROOT, remote.dir, 'dist');
      if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
        log(`${remote.dir} is not built: its routes will show the fallback`);
        continue;
      }
      servers.push(await startStaticServer({ root: dist, port: remote.port, host: bindHost, cors: true }));
      folderByPort.set(remote.port, dist);
      log(`${remote.name} on http://${host}:${remote.port}`);
    }
    if (fs.existsSync(RELEASES_DIR)) {
      const port = Number(process.env.RELEASES_PORT ?? 3010) + offset;
      servers.push(await serveReleases(port, bindHost));
      folderByPort.set(port, RELEASES_DIR);
      log(`remote releases on http://${host}:${port}`);
    }
    const generated = () => ({
      apiBaseUrl: '/api/',
      societyName: apiEnv.SOCIETY_NAME || 'Finnacrest Co-operative Society',
      idleTimeoutMinutes: Number(apiEnv.IDLE_TIMEOUT_MINUTES || 15),
      contact: {
        email: apiEnv.SOCIETY_CONTACT_EMAIL || 'support@finnacrest.local',
        phone: apiEnv.SOCIETY_CONTACT_PHONE || '0800 000 0000',
        address: apiEnv.SOCIETY_CONTACT_ADDRESS || 'Lagos, Nigeria',
      },
      remotes: remotes
        .filter((r) => fs.existsSync(path.join(ROOT, r.dir, 'dist', 'mf-manifest.json')))
        .map((r) => ({ name: r.name, entry: `http://${host}:${r.port}/mf-manifest.json` })),
    });
    const configFile = o.mfConfigFile ?? process.env.MF_CONFIG_FILE;
    const mfConfig = configFile ? () => JSON.parse(fs.readFileSync(configFile, 'utf8')) : generated;
    const pages = createPageComposer({
      shellDir: path.join(ROOT, 'shell', 'dist'),
      remoteDirOf: (entry) => {
        const root = URL.canParse(entry) ? folderByPort.get(Number(new URL(entry).port)) : null;
        return root ? folderUnder(root, entry) : null;
      },
      log,
    });
    const composePage = (pathname) => pages.compose(pathname, mfConfig());
    servers.push(
      await startStaticServer({ root: path.join(ROOT, 'shell', 'dist'), port: shellPort, host: bindHost, spa: true, mfConfig, composePage, apiTarget: `http://127.0.0.1:${apiPort}` }),
    );
    return { shellUrl: `http://${host}:${shellPort}`, apiUrl: `http://127.0.0.1:${apiPort}`, mfConfig: generated, stop, api };
  } catch (error) {
    await stop();
    throw error;
  }
}
