// One API instance as production runs it: the built api/dist/main.js on Node 24, NODE_ENV=production, no development
// mode, its own port on loopback; its log lines go to a file in the run's folder (printed when it fails to start).
// start() after stop() or kill() brings the same instance back on the same port, as systemd's Restart= would.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/workspace.mjs';
import { startChild, stopChild } from './children.mjs';

/** liveness first (the API's /api/health/ready once it has one), the plain health answer otherwise */
const READY_PATHS = ['/api/health/ready', '/api/health'];

async function waitUntilReady(url, child, logFile, timeoutMs) {
  const started = Date.now();
  let paths = READY_PATHS;
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) {
      throw new Error(`the API on ${url} exited with code ${child.exitCode}:\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(`${url}${paths[0]}`);
      if (res.ok) return;
      if (res.status === 404 && paths.length > 1) paths = paths.slice(1);
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API on ${url} was not ready within ${timeoutMs} ms:\n${tail(logFile)}`);
}

function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * @param {{ node: string, port: number, env: Record<string,string>, logDir: string, name: string }} o
 * Answers { name, url, port, pid, logFile, start(), stop(), kill(signal), running() }; not started yet.
 */
export function apiInstance(o) {
  const url = `http://127.0.0.1:${o.port}`;
  const logFile = path.join(o.logDir, `${o.name}.log`);
  let child = null;
  const instance = {
    name: o.name,
    url,
    port: o.port,
    logFile,
    get pid() {
      return child?.pid ?? null;
    },
    running: () => Boolean(child && child.exitCode === null && child.signalCode === null),
    async start({ timeoutMs = 60_000 } = {}) {
      if (instance.running()) return;
      const out = fs.openSync(logFile, 'a');
      child = startChild(o.node, [path.join(ROOT, 'api', 'dist', 'main.js')], {
        cwd: ROOT,
        env: { ...o.env, PORT: String(o.port) },
        stdio: ['ignore', out, out],
      });
      fs.closeSync(out);
      await waitUntilReady(url, child, logFile, timeoutMs);
    },
    /** a graceful stop: SIGTERM (the API drains), SIGKILL only after `graceMs` */
    async stop({ graceMs = 30_000 } = {}) {
      if (child) await stopChild(child, { graceMs });
    },
    /** sends `signal` now and does not wait (SIGKILL: the instance dies mid-request) */
    kill(signal = 'SIGKILL') {
      if (instance.running()) child.kill(signal);
    },
    /** resolves when the current process has exited */
    exited: () => (instance.running() ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve()),
  };
  return instance;
}
