// The README's "Deploying a remote on its own" release command, run exactly as written from the repository root
// (only the version folder is a throwaway one): it must land in <root>/releases/, which `npm start` serves.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { ROOT } from '../lib/workspace.mjs';
import { RELEASES_DIR, serveReleases } from '../lib/stack.mjs';

const sh = promisify(execFile);
const DOCUMENTED = /`(BUILD_OUT_DIR=releases\/([\w-]+)\/([\w.-]+) npx pnpm@[\d.]+ --filter [\w-]+ build)`/;

test("the README's release command builds the remote into <root>/releases/<remote>/<version>, served on the releases port", async () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const match = DOCUMENTED.exec(readme);
  assert.ok(match, 'README.md no longer documents `BUILD_OUT_DIR=releases/<remote>/<version> npx pnpm@… --filter <remote> build`');
  const [, documented, remote, version] = match;
  const throwaway = `readme-${Date.now().toString(36)}`;
  const command = documented.replace(`/${version} `, `/${throwaway} `);
  const outDir = path.join(RELEASES_DIR, remote, throwaway);
  const misplaced = path.join(ROOT, remote, 'releases');
  const misplacedBefore = fs.existsSync(misplaced);

  try {
    await sh('sh', ['-c', command], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
    assert.ok(fs.existsSync(path.join(outDir, 'mf-manifest.json')), `no mf-manifest.json in ${outDir}`);
    // the container is named by its content (remoteEntry.<hash>.js); the manifest names it
    const container = JSON.parse(fs.readFileSync(path.join(outDir, 'mf-manifest.json'), 'utf8')).metaData.remoteEntry.name;
    assert.match(container, /^remoteEntry\.[0-9a-f]{10}\.js$/);
    assert.ok(fs.existsSync(path.join(outDir, container)), `no ${container} in ${outDir}`);
    assert.equal(fs.existsSync(misplaced), misplacedBefore, `the build wrote into ${misplaced}`);

    const server = await serveReleases(0);
    try {
      const res = await fetch(`http://127.0.0.1:${server.address().port}/${remote}/${throwaway}/mf-manifest.json`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('access-control-allow-origin'), '*');
      assert.equal((await res.json()).name, remote.replace(/-/g, '_'));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
    if (!misplacedBefore) fs.rmSync(misplaced, { recursive: true, force: true });
    if (fs.existsSync(path.dirname(outDir)) && fs.readdirSync(path.dirname(outDir)).length === 0) fs.rmdirSync(path.dirname(outDir));
  }
});
