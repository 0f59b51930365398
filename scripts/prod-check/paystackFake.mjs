// The Paystack fake the API tests use (api/test/fakes), run as its own process as Paystack is its own service: the
// API instances reach it at PAYSTACK_BASE_URL, the browser opens its hosted checkout page, and it sends its signed
// webhooks to the app's public address (through nginx, as Paystack's would).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/workspace.mjs';
import { startChild, stopChild } from './children.mjs';

export const FAKE_RUNNER = path.join(ROOT, 'api', 'test', 'fakes', 'runFakePaystack.ts');

export function paystackFakeAvailable() {
  return fs.existsSync(FAKE_RUNNER);
}

async function waitForPort(url, child, logFile, timeoutMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the Paystack fake exited with code ${child.exitCode}:\n${fs.readFileSync(logFile, 'utf8')}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`the Paystack fake did not listen on ${url} within ${timeoutMs} ms`);
}

/**
 * @param {{ port: number, secretKey: string, webhookUrl: string, logDir: string }} o
 * Answers { url, pid, logFile, control(path, body), violations(), stop() }.
 */
export async function startPaystackFake(o) {
  if (!paystackFakeAvailable()) throw new Error(`${path.relative(ROOT, FAKE_RUNNER)} is missing: the Paystack fake cannot run on its own yet`);
  const logFile = path.join(o.logDir, 'paystack-fake.log');
  const out = fs.openSync(logFile, 'a');
  // api/test/fakes/runFakePaystack.ts's settings; the browser opens its checkout page at its own address
  const env = {
    ...process.env,
    FAKE_PAYSTACK_PORT: String(o.port),
    FAKE_PAYSTACK_HOST: '127.0.0.1',
    FAKE_PAYSTACK_SECRET_KEY: o.secretKey,
    FAKE_PAYSTACK_WEBHOOK_URL: o.webhookUrl,
    FAKE_PAYSTACK_PUBLIC_URL: `http://127.0.0.1:${o.port}`,
    // a transfer is confirmed by its transfer.success webhook this long after it was made
    FAKE_PAYSTACK_TRANSFER_SETTLE_MS: '1500',
  };
  // one process (tsx as node's loader, resolved from api/), so a SIGKILL at teardown leaves no child of it behind
  const child = startChild(process.execPath, ['--import', 'tsx', FAKE_RUNNER], { cwd: path.join(ROOT, 'api'), env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const url = `http://127.0.0.1:${o.port}`;
  await waitForPort(url, child, logFile);
  return {
    url,
    pid: child.pid,
    logFile,
    /** the fake's run-time control (/__control/script, /settings, /clear: POST `body`; /__control/state: GET, no body) */
    async control(controlPath, body) {
      const init = body === undefined ? { method: 'GET' } : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
      const res = await fetch(`${url}${controlPath}`, init);
      if (!res.ok) throw new Error(`the Paystack fake's ${controlPath} answered ${res.status}: ${await res.text()}`);
      return res.headers.get('content-type')?.includes('json') ? res.json() : res.text();
    },
    /** the requests the API sent that broke Paystack's published description (the fake answered them 400) */
    async violations() {
      const res = await fetch(`${url}/__control/state`);
      return (await res.json()).violations ?? [];
    },
    stop: () => stopChild(child),
  };
}
