// Debian's nginx for `npm run prod:check` and the nginx config test: installed when missing and possible (root with
// apt-get, as CI runs), the operator's files in deploy/nginx rendered with their placeholders filled in, and nginx run
// as a non-daemon child under a temporary prefix (pid, temp and log paths inside it, so it needs no system path).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './workspace.mjs';

export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';
const INSTALL = 'apt-get install -y nginx';
const DEPLOY_DIR = path.join(ROOT, 'deploy', 'nginx');
const SITE_FILES = ['coop.conf', 'coop-app.conf.inc'];
/** Debian's list of file types; a few lines of our own when it is missing (NGINX_PATH elsewhere) */
const MIME_TYPES = '/etc/nginx/mime.types';

export function nginxAvailable() {
  return fs.existsSync(NGINX_PATH);
}

function aptGet(args) {
  return spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

/** Resolves when nginx is at NGINX_PATH; otherwise rejects with the one line the user needs. */
export async function ensureNginx({ log = () => {} } = {}) {
  if (nginxAvailable()) return;
  const missing = `nginx is missing at ${NGINX_PATH}`;
  if (process.env.NGINX_PATH) throw new Error(`${missing} (NGINX_PATH): point it at an nginx binary or unset it to use /usr/sbin/nginx`);
  const root = process.getuid?.() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!root || !hasApt) throw new Error(`${missing}: run \`sudo apt-get update && sudo ${INSTALL}\` (Debian/Ubuntu) or set NGINX_PATH`);
  log(`${missing}: installing it (${INSTALL})`);
  aptGet(['update']);
  if (!aptGet(['install', '-y', 'nginx']) || !nginxAvailable()) throw new Error(`${missing} and \`${INSTALL}\` did not install it`);
}

/** `{{NAME}}` → values.NAME on every line that is not a comment (the comments name the placeholders); refuses a
 *  placeholder left without a value. */
export function renderTemplate(text, values) {
  return text
    .split('\n')
    .map((line) =>
      /^\s*#/.test(line)
        ? line
        : line.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name) => {
            if (!(name in values)) throw new Error(`no value for ${whole}`);
            return String(values[name]);
          }),
    )
    .join('\n');
}

/** the upstream's server lines for these API addresses ("127.0.0.1:4101") */
export function apiServerLines(addresses, { maxFails = 3, failTimeout = '10s' } = {}) {
  return addresses.map((address) => `    server ${address} max_fails=${maxFails} fail_timeout=${failTimeout};`).join('\n');
}

/**
 * The main file nginx is started with: what Debian's /etc/nginx/nginx.conf provides (events, types), with every
 * path inside the prefix, in the foreground, including the rendered site files.
 */
function mainConf(prefix) {
  const types = fs.existsSync(MIME_TYPES)
    ? `include ${MIME_TYPES};`
    : 'types { text/html html; text/javascript js mjs; text/css css; application/json json map; image/svg+xml svg; image/png png; text/plain txt; font/woff2 woff2; }';
  // As root the workers would run as `nobody` by default; the check's tree is readable by all, its temp paths are
  // created by the master for the workers' user.
  return `# rendered by scripts/lib/nginx.mjs for a loopback run; an operator uses Debian's nginx.conf instead
daemon off;
master_process on;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
    ${types}
    default_type application/octet-stream;
    sendfile on;
    keepalive_timeout 65;
    server_tokens off;
    client_body_temp_path ${prefix}/temp/body;
    proxy_temp_path ${prefix}/temp/proxy;
    fastcgi_temp_path ${prefix}/temp/fastcgi;
    uwsgi_temp_path ${prefix}/temp/uwsgi;
    scgi_temp_path ${prefix}/temp/scgi;
    access_log off;
    include ${prefix}/conf/coop.conf;
}
`;
}

/**
 * Writes the rendered configuration under `prefix` (conf/, logs/, temp/) and answers the main file's path.
 * @param {{ prefix: string, listen: string, serverName?: string, srvRoot: string, apiAddresses: string[] }} o
 */
export function writeNginxConf(o) {
  for (const dir of ['conf', 'logs', 'temp']) fs.mkdirSync(path.join(o.prefix, dir), { recursive: true });
  const values = {
    LISTEN: o.listen,
    SERVER_NAME: o.serverName ?? 'localhost',
    SRV_ROOT: o.srvRoot,
    API_SERVERS: apiServerLines(o.apiAddresses),
    LOG_DIR: path.join(o.prefix, 'logs'),
    CONF_DIR: path.join(o.prefix, 'conf'),
  };
  for (const file of SITE_FILES) fs.writeFileSync(path.join(o.prefix, 'conf', file), renderTemplate(fs.readFileSync(path.join(DEPLOY_DIR, file), 'utf8'), values));
  const main = path.join(o.prefix, 'conf', 'nginx.conf');
  fs.writeFileSync(main, mainConf(o.prefix));
  return main;
}

/** `nginx -t` on the rendered files: resolves, or rejects with nginx's own words. */
export function testNginxConf(prefix, confFile) {
  const result = spawnSync(NGINX_PATH, ['-t', '-q', '-p', prefix, '-c', confFile], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nginx -t refused the configuration:\n${result.stderr}`);
}

function waitForPort(port, child, timeoutMs) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited with code ${child.exitCode}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs) return reject(new Error(`nginx did not listen on ${port} within ${timeoutMs} ms`));
        setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * Renders, tests and starts nginx on 127.0.0.1:`port`. Answers { url, pid, prefix, accessLog, errorLog, reload(), stop() }.
 * @param {{ prefix: string, port: number, srvRoot: string, apiAddresses: string[], log?: (line: string) => void }} o
 */
export async function startNginx(o) {
  const conf = writeNginxConf({ ...o, listen: `127.0.0.1:${o.port}` });
  testNginxConf(o.prefix, conf);
  // its own process group, so a master killed hard takes its worker with it (kill(-pid))
  const child = spawn(NGINX_PATH, ['-p', o.prefix, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* gone already */
    }
  };
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  try {
    await waitForPort(o.port, child, 10_000);
  } catch (error) {
    killGroup('SIGKILL');
    throw new Error(`${error.message}\n${stderr}`);
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `http://127.0.0.1:${o.port}`,
    pid: child.pid,
    prefix: o.prefix,
    accessLog: path.join(o.prefix, 'logs', 'coop.access.log'),
    errorLog: path.join(o.prefix, 'logs', 'coop.error.log'),
    /** re-reads the configuration (after writeNginxConf with other API addresses, say) without dropping a request */
    reload: () => child.kill('SIGHUP'),
    /** graceful stop (SIGQUIT), SIGKILL after 5 s */
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        const timer = setTimeout(() => killGroup('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      killGroup('SIGKILL');
    },
  };
}
