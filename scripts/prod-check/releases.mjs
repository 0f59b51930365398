// The `/srv/coop`-like release tree prod:check serves through nginx, laid out as README "Running it in production"
// tells an operator: shell/<version>/ with shell/current pointing at it, remotes/<remote>/<version>/, and the
// mf-config.json naming each remote's version. Text files get a precompressed .gz beside them (nginx's gzip_static).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { presentRemotes, ROOT } from '../lib/workspace.mjs';
import { composePages } from '../compose-pages.mjs';

const PRECOMPRESS = /\.(js|css|html|json|svg|txt)$/;

/** "<package version>-<first 10 of the build's fingerprint>": a new build is a new folder */
export function releaseVersion(dir) {
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
  const stamp = path.join(ROOT, dir, 'dist', '.fingerprint');
  return fs.existsSync(stamp) ? `${version}-${fs.readFileSync(stamp, 'utf8').slice(0, 10)}` : version;
}

/** copies a build (no dotfiles, no source maps) and writes file.gz beside each text file worth compressing */
function copyRelease(from, to) {
  fs.mkdirSync(to, { recursive: true, mode: 0o755 });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name.endsWith('.map')) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      copyRelease(source, target);
      continue;
    }
    fs.copyFileSync(source, target);
    fs.chmodSync(target, 0o644);
    if (PRECOMPRESS.test(entry.name) && fs.statSync(source).size >= 512) {
      fs.writeFileSync(`${target}.gz`, zlib.gzipSync(fs.readFileSync(source), { level: 9 }));
    }
  }
}

/** a release folder's `current` link moved in one step (a rename), as an operator releases or rolls back */
export function pointCurrent(dir, version) {
  const link = path.join(dir, 'current');
  fs.rmSync(`${link}.next`, { force: true });
  fs.symlinkSync(version, `${link}.next`);
  fs.renameSync(`${link}.next`, link);
}

/**
 * Lays the built shell and remotes out under `srvRoot` and writes mf-config.json with entries at `baseUrl`.
 * Answers { shell: version, remotes: [{ name, dir, version, entry }] }.
 * @param {{ srvRoot: string, baseUrl: string, societyName: string }} o
 */
export function layOutReleases(o) {
  fs.mkdirSync(o.srvRoot, { recursive: true, mode: 0o755 });
  const shellVersion = releaseVersion('shell');
  copyRelease(path.join(ROOT, 'shell', 'dist'), path.join(o.srvRoot, 'shell', shellVersion));
  pointCurrent(path.join(o.srvRoot, 'shell'), shellVersion);
  const remotes = presentRemotes()
    .filter((remote) => fs.existsSync(path.join(ROOT, remote.dir, 'dist', 'mf-manifest.json')))
    .map((remote) => {
      const version = releaseVersion(remote.dir);
      copyRelease(path.join(ROOT, remote.dir, 'dist'), path.join(o.srvRoot, 'remotes', remote.dir, version));
      return { name: remote.name, dir: remote.dir, version, entry: `${o.baseUrl}/remotes/${remote.dir}/${version}/mf-manifest.json` };
    });
  writeMfConfig(o.srvRoot, {
    apiBaseUrl: '/api/',
    societyName: o.societyName,
    idleTimeoutMinutes: 15,
    contact: { email: 'support@society.example', phone: '0800 000 0000', address: 'Lagos, Nigeria' },
    remotes: remotes.map(({ name, entry }) => ({ name, entry })),
  });
  return { shell: shellVersion, remotes };
}

/**
 * replaces mf-config.json in one step (a page load sees the old file or the new one, never half of it), then the
 * prerendered pages for the releases it names, as the README's runbook tells an operator to
 */
export function writeMfConfig(srvRoot, config) {
  const file = path.join(srvRoot, 'mf-config.json');
  fs.writeFileSync(`${file}.next`, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o644 });
  fs.renameSync(`${file}.next`, file);
  composePages(srvRoot);
}
