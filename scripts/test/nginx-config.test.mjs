// deploy/nginx rendered as prod:check renders it, checked against a running nginx serving a tiny release tree and two
// stand-in API instances: cache headers, security headers, compression, the SPA fallback, /metrics kept private,
// the request id passed on, and retries only where safe. Skipped, saying so, when nginx is not installed.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { nginxAvailable, NGINX_PATH, startNginx, testNginxConf, writeNginxConf } from '../lib/nginx.mjs';
import { freePort } from '../lib/freePort.mjs';

const skip = nginxAvailable() ? false : `nginx is not installed at ${NGINX_PATH} (apt-get install -y nginx, or set NGINX_PATH)`;
if (skip) console.log(`# skipped: ${skip}`);

function write(root, file, text) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

/** a stand-in API instance: records what it receives; `answer` decides the status (default 200) */
function standIn(name) {
  const seen = [];
  let answer = () => 200;
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, headers: req.headers });
    req.resume();
    req.on('end', () => res.writeHead(answer(req), { 'content-type': 'application/json' }).end(JSON.stringify({ from: name })));
  });
  return {
    seen,
    answerWith: (fn) => (answer = fn),
    listen: (port) => new Promise((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const HASHED_JS = 'main.0123abcdef.js';
const BIG_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('deploy/nginx', { skip }, () => {
  let base;
  let nginx;
  let apis;
  let ports;

  before(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-nginx-test-'));
    fs.chmodSync(base, 0o755);
    const srv = path.join(base, 'srv');
    write(srv, 'shell/v1/index.html', '<!doctype html><title>shell v1</title>');
    write(srv, `shell/v1/${HASHED_JS}`, BIG_JS);
    write(srv, 'shell/v2/index.html', '<!doctype html><title>shell v2</title>');
    for (const version of ['v1', 'v2']) {
      write(srv, `shell/${version}/sw.js`, `// the shell's service worker, ${version}\n`);
      write(srv, `shell/${version}/manifest.webmanifest`, JSON.stringify({ name: 'Society', start_url: '/', icons: [] }));
    }
    fs.symlinkSync('v1', path.join(srv, 'shell', 'current'));
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'pages-manifest.json', '12.abcdef0123.js']) write(srv, `remotes/mfe-auth/1.0.0/${file}`, '{}');
    write(srv, 'shell/v1/prerender/prerender.cjs', 'module.exports = {};');
    write(srv, 'remotes/mfe-auth/1.0.0/prerender/prerender.cjs', 'module.exports = {};');
    write(srv, 'mf-config.json', '{"remotes":[]}');
    apis = [standIn('a'), standIn('b')];
    ports = { nginx: await freePort(), a: await freePort(), b: await freePort() };
    await apis[0].listen(ports.a);
    await apis[1].listen(ports.b);
    nginx = await startNginx({ prefix: path.join(base, 'nginx'), port: ports.nginx, srvRoot: srv, apiAddresses: [`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`] });
  });

  after(async () => {
    await nginx?.stop();
    await Promise.all((apis ?? []).map((api) => api.close()));
    if (base) fs.rmSync(base, { recursive: true, force: true });
  });

  const get = (url, init) => fetch(`${nginx.url}${url}`, { redirect: 'manual', ...init });

  test('nginx -t accepts the rendered files, and no placeholder is left', () => {
    const prefix = path.join(base, 'render-only');
    const conf = writeNginxConf({ prefix, listen: '127.0.0.1:1', srvRoot: '/srv/coop', apiAddresses: ['127.0.0.1:4101', '127.0.0.1:4102'] });
    testNginxConf(prefix, conf);
    for (const file of ['coop.conf', 'coop-app.conf.inc']) {
      const directives = fs.readFileSync(path.join(prefix, 'conf', file), 'utf8').split('\n').filter((line) => !/^\s*#/.test(line));
      assert.deepEqual(directives.filter((line) => line.includes('{{')), [], file);
    }
  });

  test('the shell: index.html no-cache with the page policy and security headers; routes fall back to it', async () => {
    for (const url of ['/', '/wallet', '/dashboard/loans/12']) {
      const res = await get(url);
      assert.equal(res.status, 200, url);
      assert.match(await res.text(), /shell v1/);
      assert.equal(res.headers.get('cache-control'), 'no-cache');
      assert.equal(res.headers.get('content-security-policy'), "frame-ancestors 'none'; base-uri 'self'; object-src 'none'");
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(res.headers.get('referrer-policy'), 'no-referrer');
      assert.equal(res.headers.get('x-frame-options'), 'DENY');
    }
  });

  test('a missing file is a 404, not the app', async () => {
    assert.equal((await get('/missing.0123abcdef.js')).status, 404);
    assert.equal((await get('/remotes/mfe-auth/9.9.9/remoteEntry.js')).status, 404);
  });

  test('hashed chunks are immutable, gzip-compressed, without a page policy', async () => {
    const res = await get(`/${HASHED_JS}`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(res.headers.get('content-encoding'), 'gzip');
    assert.equal(res.headers.get('content-security-policy'), null);
    assert.equal(await res.text(), BIG_JS);
  });

  test("a remote's stable names and mf-config.json are no-cache; its chunks immutable; CORS open", async () => {
    for (const url of ['/remotes/mfe-auth/1.0.0/remoteEntry.js', '/remotes/mfe-auth/1.0.0/mf-manifest.json', '/remotes/mfe-auth/1.0.0/pages-manifest.json', '/mf-config.json']) {
      const res = await get(url);
      assert.equal(res.status, 200, url);
      assert.equal(res.headers.get('cache-control'), 'no-cache', url);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', url);
    }
    const chunk = await get('/remotes/mfe-auth/1.0.0/12.abcdef0123.js');
    assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(chunk.headers.get('access-control-allow-origin'), '*');
  });

  test("the shell's service worker and web app manifest: no-cache (a new shell release's worker installs on the next load), their types", async () => {
    const worker = await get('/sw.js');
    assert.equal(worker.status, 200);
    assert.match(worker.headers.get('content-type'), /javascript/);
    assert.equal(worker.headers.get('cache-control'), 'no-cache');
    assert.equal(worker.headers.get('x-content-type-options'), 'nosniff');
    // the worker's scope is the default, /: no Service-Worker-Allowed header needed or sent
    assert.equal(worker.headers.get('service-worker-allowed'), null);
    const manifest = await get('/manifest.webmanifest');
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers.get('content-type'), 'application/manifest+json');
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    assert.equal(manifest.headers.get('x-content-type-options'), 'nosniff');
    assert.equal((await manifest.json()).start_url, '/');
  });

  test('a release is the `current` link moved: the next load gets it', async () => {
    const link = path.join(base, 'srv', 'shell', 'current');
    fs.symlinkSync('v2', `${link}.next`);
    fs.renameSync(`${link}.next`, link);
    assert.match(await (await get('/')).text(), /shell v2/);
  });

  test('/api/ reaches the instances with a request id; /metrics is not public', async () => {
    const before = apis[0].seen.length + apis[1].seen.length;
    const res = await get('/api/health');
    assert.equal(res.status, 200);
    const seen = [...apis[0].seen, ...apis[1].seen].at(-1);
    assert.match(seen.headers['x-request-id'], /^[0-9a-f]{32}$/);
    assert.equal(seen.headers['x-forwarded-for'], '127.0.0.1');
    for (const url of ['/metrics', '/api/metrics']) assert.equal((await get(url)).status, 404, url);
    assert.equal(apis[0].seen.length + apis[1].seen.length, before + 1, 'the metrics requests never reached an instance');
    assert.match(fs.readFileSync(nginx.accessLog, 'utf8'), new RegExp(`request_id=${seen.headers['x-request-id']}`));
  });

  test("the prerender bundles in the shell's and a remote's release folders are not served", async () => {
    for (const url of ['/prerender/prerender.cjs', '/remotes/mfe-auth/1.0.0/prerender/prerender.cjs']) assert.equal((await get(url)).status, 404, url);
    assert.equal((await get('/remotes/mfe-auth/1.0.0/remoteEntry.js')).status, 200);
  });

  test('an instance answering 503: a GET moves on to the other, a POST that was sent does not', async () => {
    apis[0].answerWith(() => 503);
    apis[1].answerWith(() => 503);
    try {
      // both answer 503, so the GET is seen by both (one try each) and the POST by exactly one
      const countBefore = () => apis[0].seen.length + apis[1].seen.length;
      let n = countBefore();
      assert.equal((await get('/api/things')).status, 503);
      assert.equal(countBefore() - n, 2, 'the GET was tried on both instances');
      n = countBefore();
      assert.equal((await get('/api/payments', { method: 'POST', body: '{}' })).status, 503);
      assert.equal(countBefore() - n, 1, 'the POST was sent once');
    } finally {
      apis[0].answerWith(() => 200);
      apis[1].answerWith(() => 200);
    }
  });

  test('an instance that is down: a POST not yet sent goes to the other one', async () => {
    await apis[0].close();
    for (let i = 0; i < 4; i++) {
      const res = await get('/api/payments', { method: 'POST', body: '{}' });
      assert.equal(res.status, 200);
      assert.deepEqual(await res.json(), { from: 'b' });
    }
  });
});
