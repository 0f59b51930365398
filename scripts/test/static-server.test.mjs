// The built suite's static server (npm start, the benches, Playwright) keeps the build's Node-only prerender bundle
// (dist/prerender/, read from disk to compose pages) off the network, as nginx does.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startStaticServer } from '../lib/static-server.mjs';
import { freePort } from '../lib/freePort.mjs';

let root;
let server;
let url;

before(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-static-'));
  fs.mkdirSync(path.join(root, 'prerender'));
  fs.writeFileSync(path.join(root, 'prerender', 'prerender.cjs'), 'module.exports = {};');
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'var mfe_auth;');
  const port = await freePort();
  server = await startStaticServer({ root, port, host: '127.0.0.1', cors: true });
  url = `http://127.0.0.1:${port}`;
});

after(() => {
  server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test('answers 404 for the prerender bundle, and serves the build beside it', async () => {
  assert.equal((await fetch(`${url}/prerender/prerender.cjs`)).status, 404);
  assert.equal((await fetch(`${url}/prerender/`)).status, 404);
  const entry = await fetch(`${url}/remoteEntry.js`);
  assert.equal(entry.status, 200);
  assert.equal(await entry.text(), 'var mfe_auth;');
});
