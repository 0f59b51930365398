// `npm run new-remote` in CI: a remote generated into a throwaway folder (its node_modules a link to mfe-loans', so
// nothing is installed) type-checks, passes its jest and ESLint, builds, and its static build serves its container (remoteEntry.<hash>.js),
// mf-manifest.json and a pages-manifest.json that names its page. The command refuses names, pages and ports in use.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { ALL_REMOTES, ROOT } from '../lib/workspace.mjs';
import { startStaticServer } from '../lib/static-server.mjs';
import { planRemote } from '../new-remote/generate.mjs';
import { registerRemote, WORKSPACE_FILE } from '../new-remote/register.mjs';

const execFileAsync = promisify(execFile);
const COMMAND = path.join(ROOT, 'scripts', 'new-remote.mjs');
/** an existing remote whose dependencies are the generated one's */
const DONOR = path.join(ROOT, 'mfe-loans');

function newRemote(args) {
  return execFileAsync(process.execPath, [COMMAND, ...args], { cwd: ROOT }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

/** Runs the command `bin` of `pkg` as installed in `from`/node_modules, inside `cwd`; the error carries its output. */
async function tool(cwd, from, [pkg, bin, ...args]) {
  const pkgDir = path.join(from, 'node_modules', pkg);
  const bins = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).bin;
  const entry = path.join(pkgDir, typeof bins === 'string' ? bins : bins[bin]);
  const childEnv = { ...process.env, CI: 'true' };
  delete childEnv.BUILD_OUT_DIR;
  delete childEnv.COOP_SHARED_DIR;
  try {
    await execFileAsync(process.execPath, [entry, ...args], { cwd, env: childEnv, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    throw new Error(`${pkg} ${args.join(' ')} failed in ${cwd}:\n${error.stdout}\n${error.stderr}`);
  }
}

async function served(server, file) {
  const res = await fetch(`http://127.0.0.1:${server.address().port}/${file}`);
  assert.equal(res.status, 200, `${file} is not served`);
  assert.equal(res.headers.get('access-control-allow-origin'), '*');
  return res;
}

test('a generated remote type-checks, passes its tests and lint, builds, and serves its manifests', { timeout: 300_000 }, async () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-new-remote-'));
  try {
    const { code, stdout, stderr } = await newRemote(['probe', '3099', '--dir', parent]);
    assert.equal(code, 0, stderr);
    assert.match(stdout, /container mfe_probe, port 3099, page \/probe/);
    const dir = path.join(parent, 'mfe-probe');
    fs.symlinkSync(path.join(DONOR, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const { dependencies, devDependencies } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    for (const dep of Object.keys({ ...dependencies, ...devDependencies })) {
      assert.ok(fs.existsSync(path.join(DONOR, 'node_modules', dep)), `${dep} is not a dependency of ${DONOR}`);
    }
    // the repository's ESLint config, from a folder that holds the remote as the repository holds its remotes
    fs.writeFileSync(path.join(parent, 'eslint.config.mjs'), `export { default } from ${JSON.stringify(path.join(ROOT, 'eslint.config.mjs'))};\n`);

    await Promise.all([
      tool(dir, dir, ['typescript', 'tsc', '-p', 'tsconfig.json']),
      tool(dir, dir, ['jest', 'jest', '--ci']),
      tool(parent, ROOT, ['eslint', 'eslint', '--max-warnings=0', 'mfe-probe']),
      tool(dir, dir, ['webpack', 'webpack', '--mode', 'production']),
    ]);

    const server = await startStaticServer({ root: path.join(dir, 'dist'), port: 0, host: '127.0.0.1', cors: true });
    try {
      const federation = await (await served(server, 'mf-manifest.json')).json();
      assert.equal(federation.name, 'mfe_probe');
      assert.match(await (await served(server, federation.metaData.remoteEntry.name)).text(), /mfe_probe/);
      const manifest = await (await served(server, 'pages-manifest.json')).json();
      assert.equal(manifest.name, 'mfe_probe');
      assert.deepEqual(manifest.routes.map((r) => [r.path, r.page]), [['/probe', 'Probe']]);
      assert.deepEqual(manifest.menu.map((m) => [m.label, m.path]), [['Probe', '/probe']]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  } finally {
    fs.rmSync(parent, { recursive: true, force: true });
  }
  assert.equal(fs.existsSync(path.join(ROOT, 'mfe-probe')), false, 'the generator wrote into the repository');
  assert.ok(!fs.readFileSync(WORKSPACE_FILE, 'utf8').includes('mfe_probe'), 'the generator registered a remote it wrote elsewhere');
});

test('the command refuses a name, page or port in use and a name that is not lowercase letters, and writes nothing', async () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-new-remote-'));
  try {
    const taken = ALL_REMOTES[0];
    const refusals = [
      [[taken.dir.slice('mfe-'.length), '3099'], new RegExp(`The name "${taken.dir.slice('mfe-'.length)}" is taken`)],
      [['dashboard', '3099'], /The page \/dashboard is taken: the shell routes it/],
      [['settings', '3099'], /The page \/settings is taken: mfe_wallet routes it/],
      [['probe', String(taken.port)], new RegExp(`Port ${taken.port} is taken by ${taken.dir}`)],
      [['probe', '3000'], /Port 3000 is taken by the shell/],
      [['Probe', '3099'], /lowercase letters/],
      [['my-remote', '3099'], /lowercase letters/],
      [['probe', 'eighty'], /The port must be a number/],
      [['probe'], /Usage: npm run new-remote -- <name> <port>/],
    ];
    for (const [args, message] of refusals) {
      const { code, stderr } = await newRemote([...args, '--dir', parent]);
      assert.equal(code, 1, `${args.join(' ')} was not refused`);
      assert.match(stderr, message);
    }
    assert.deepEqual(fs.readdirSync(parent), []);

    assert.equal((await newRemote(['probe', '3099', '--dir', parent])).code, 0);
    const again = await newRemote(['other', '3099', '--dir', parent]);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /Port 3099 is taken by mfe-probe/);
    assert.match((await newRemote(['probe', '3098', '--dir', parent])).stderr, /The name "probe" is taken/);
  } finally {
    fs.rmSync(parent, { recursive: true, force: true });
  }
});

test('a remote written into the repository joins ALL_REMOTES, on its port', () => {
  const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'coop-new-remote-')), 'workspace.mjs');
  try {
    fs.copyFileSync(WORKSPACE_FILE, copy);
    assert.equal(registerRemote(planRemote('probe', '3099'), copy), true);
    const source = fs.readFileSync(copy, 'utf8');
    const list = /export const ALL_REMOTES = \[([^\]]*)\]/.exec(source)[1];
    assert.match(list, /\{ name: 'mfe_probe', dir: 'mfe-probe', port: 3099 \},\n$/);
    assert.equal(list.match(/\{ name:/g).length, ALL_REMOTES.length + 1);
  } finally {
    fs.rmSync(path.dirname(copy), { recursive: true, force: true });
  }
});
