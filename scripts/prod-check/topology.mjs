// The production topology on loopback (issue 28), for prod:check's journey and the fault runs: a throwaway PostgreSQL,
// migrations run once, two (or `apiCount`) API instances on Node 24 with NODE_ENV=production and no development mode,
// an SMTP capture, the Paystack fake as its own process, and nginx serving the built shell and remotes as versioned
// releases from a /srv-like tree (deploy/nginx rendered) with /api/ sent to the instances. Everything it starts is
// stopped by stop(), also when starting fails half way.
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureNode24 } from '../lib/node24.mjs';
import { ensureNginx, startNginx, writeNginxConf } from '../lib/nginx.mjs';
import { ROOT } from '../lib/workspace.mjs';
import { apiInstance } from './apiInstance.mjs';
import { killAllChildren } from './children.mjs';
import { startPaystackFake } from './paystackFake.mjs';
import { startPostgres } from './postgres.mjs';
import { layOutReleases } from './releases.mjs';
import { startSmtpCapture } from './smtpCapture.mjs';
import { freePort } from '../lib/freePort.mjs';

export const SOCIETY_NAME = 'Finnacrest Co-operative Society';
/** the first administrator, made with create-admin as README's runbook says */
export const ADMIN = { email: 'admin@prod-check.test', password: `Admin-${crypto.randomBytes(6).toString('hex')}` };
const PAYSTACK_KEYS = { secret: `sk_test_${crypto.randomBytes(20).toString('hex')}`, public: `pk_test_${crypto.randomBytes(20).toString('hex')}` };


/** Secrets as an operator gives them (systemd's LoadCredential=): each in its own owner-only file, named by NAME_FILE. */
function secretFiles(dir, secrets) {
  fs.mkdirSync(dir, { mode: 0o700 });
  return Object.fromEntries(
    Object.entries(secrets).map(([name, value]) => {
      const file = path.join(dir, name.toLowerCase());
      fs.writeFileSync(file, `${value}\n`, { mode: 0o600 });
      return [`${name}_FILE`, file];
    }),
  );
}

/** Each setting NODE_ENV=production demands (api/src/environment/productionRefusals.ts), for one run. */
function productionEnv({ databaseUrl, baseUrl, smtpUrl, paystackUrl, dataDir, secretsDir }) {
  const env = { ...process.env };
  // nothing of the developer's shell may turn development features back on, nor set a secret given below as a file
  for (const name of Object.keys(env)) if (/^(DEV_MODE|SEED_|SANDBOX_|MF_CONFIG_FILE|EMBEDDED_DATABASE|IDEMPOTENCY_HASH_KEY|SMTP_URL|PAYSTACK_)/.test(name)) delete env[name];
  return {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    APP_URL: baseUrl,
    SOCIETY_NAME,
    // nginx on this machine is the only client; in production: the proxy's addresses
    TRUST_PROXY: 'loopback',
    ...secretFiles(secretsDir, { IDEMPOTENCY_HASH_KEY: crypto.randomBytes(32).toString('hex'), SMTP_URL: smtpUrl, PAYSTACK_SECRET_KEY: PAYSTACK_KEYS.secret }),
    MAIL_TRANSPORT: 'smtp',
    MAIL_FROM: `${SOCIETY_NAME} <no-reply@prod-check.test>`,
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_BASE_URL: paystackUrl,
    PAYSTACK_PUBLIC_KEY: PAYSTACK_KEYS.public,
    PAYSTACK_TIMEOUT_MS: '5000',
    // the journey signs up and in many times from one address (nginx's)
    RATE_LIMIT_AUTH_PER_MINUTE: '100',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
  };
}

/**
 * @param {object} [options]
 * @param {(line: string) => void} [options.log]
 * @param {number} [options.apiCount] API instances behind nginx (default 2)
 * @param {Record<string,string>} [options.apiEnv] extra settings for every instance (e.g. AUTOSAVE_EVERY_MS for a fault run)
 * @param {(phase: string, ms: number) => void} [options.timed] told how long each step took
 * @param {boolean} [options.paystack] false: do not start the Paystack fake
 * @param {boolean} [options.keepFiles] keep the run's folder (logs, rendered nginx files) after stop()
 */
export async function startTopology(options = {}) {
  const log = options.log ?? (() => {});
  const timed = options.timed ?? (() => {});
  const step = async (name, fn) => {
    const started = Date.now();
    const result = await fn();
    timed(name, Date.now() - started);
    return result;
  };
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-prod-'));
  // nginx's workers (nobody when run as root) read the release tree
  fs.chmodSync(base, 0o755);
  const logDir = path.join(base, 'logs');
  fs.mkdirSync(logDir);
  const stops = [];
  // one stop for everyone who asks (a Ctrl-C during a failure's teardown): each waits for the same work
  let stopping = null;
  const stop = () =>
    (stopping ??= (async () => {
      for (const fn of stops.reverse()) {
        try {
          await fn();
        } catch (error) {
          log(`while stopping: ${error.message}`);
        }
      }
      killAllChildren();
      if (!options.keepFiles) fs.rmSync(base, { recursive: true, force: true });
    })());

  try {
    const node = await step('node 24', () => ensureNode24({ log }));
    await step('nginx installed', () => ensureNginx({ log }));
    const ports = { nginx: await freePort(), paystack: await freePort(), apis: [], metrics: [] };
    for (let i = 0; i < (options.apiCount ?? 2); i++) {
      ports.apis.push(await freePort());
      ports.metrics.push(await freePort());
    }
    const baseUrl = `http://127.0.0.1:${ports.nginx}`;

    const postgres = await step('postgresql', () => startPostgres({ log }));
    if (!postgres) throw new Error('no PostgreSQL binaries: apt-get install -y postgresql (or set PG_BIN)');
    stops.push(() => postgres.stop());

    const smtp = await step('smtp capture', () => startSmtpCapture());
    stops.push(() => smtp.stop());

    // without the fake (options.paystack === false) the instances still start; any card or bank call then fails
    const paystack =
      options.paystack === false
        ? { url: `http://127.0.0.1:${ports.paystack}`, pid: null, control: async () => Promise.reject(new Error('the Paystack fake is not running')), violations: async () => [], stop: async () => {} }
        : await step('paystack fake', () =>
            startPaystackFake({ port: ports.paystack, secretKey: PAYSTACK_KEYS.secret, webhookUrl: `${baseUrl}/api/payments/webhook/paystack`, logDir }),
          );
    stops.push(() => paystack.stop());

    const env = { ...productionEnv({ databaseUrl: postgres.url, baseUrl, smtpUrl: smtp.smtpUrl, paystackUrl: paystack.url, dataDir: path.join(base, 'data'), secretsDir: path.join(base, 'secrets') }), ...options.apiEnv };
    await step('migrations + first admin', () => {
      // create-admin runs the migrations first (under their advisory lock): once, before any instance starts
      execFileSync(
        node,
        [path.join(ROOT, 'api', 'dist', 'cli', 'create-admin.js'), '--email', ADMIN.email, '--password', ADMIN.password, '--first-name', 'Prod', '--last-name', 'Check'],
        { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] },
      );
    });

    // each instance its own metrics port (README: never behind nginx)
    const apis = ports.apis.map((port, i) => {
      const api = apiInstance({ node, port, env: { ...env, METRICS_PORT: String(ports.metrics[i]) }, logDir, name: `api-${i + 1}` });
      return Object.assign(api, { metricsUrl: `http://127.0.0.1:${ports.metrics[i]}/metrics` });
    });
    stops.push(() => Promise.all(apis.map((api) => api.stop({ graceMs: 15_000 }))));
    await step(`${apis.length} API instances`, () => Promise.all(apis.map((api) => api.start())));

    const srvRoot = path.join(base, 'srv');
    const releases = await step('releases laid out', () => layOutReleases({ srvRoot, baseUrl, societyName: SOCIETY_NAME }));
    const nginxPrefix = path.join(base, 'nginx');
    const apiAddresses = apis.map((api) => `127.0.0.1:${api.port}`);
    const nginx = await step('nginx', () => startNginx({ prefix: nginxPrefix, port: ports.nginx, srvRoot, apiAddresses, log }));
    stops.push(() => nginx.stop());

    return {
      baseUrl,
      base,
      logDir,
      admin: ADMIN,
      releases,
      srvRoot,
      apis,
      postgres,
      paystack,
      smtp,
      nginx: {
        ...nginx,
        /** sends /api/ to these instances only (e.g. one taken out for maintenance), without dropping a request */
        setUpstream(addresses) {
          writeNginxConf({ prefix: nginxPrefix, listen: `127.0.0.1:${ports.nginx}`, srvRoot, apiAddresses: addresses });
          nginx.reload();
        },
      },
      /** environment the instances run with (a fault run may start one more with it) */
      apiEnv: env,
      node,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
