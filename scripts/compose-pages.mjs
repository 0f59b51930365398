// `npm run compose-pages -- <release tree>`: writes <tree>/pages/<route>.html, the shell's document for each page
// with its prerendered copy, if any, and the preloads of its remote's code (scripts/lib/prerender/pages.mjs), for the
// shell release `shell/current` and the remote releases `mf-config.json` names: the prerendered pages and every route
// of the remotes without a parameter. nginx serves them for those routes (deploy/nginx). Run it after each change of
// mf-config.json or of shell/current (README "Running it in production"). Each file is replaced in one step (a
// rename), and pages no longer routed are removed. A page left from before still works: the live page replaces the
// copy whatever release it came from, and the config in it is the one nginx includes when serving it.
import fs from 'node:fs';
import path from 'node:path';
import { createPageComposer, folderUnder } from './lib/prerender/pages.mjs';

const SSI_CONFIG = '<!--# include virtual="/mf-config.json" -->';

/** `/` → index.html, `/signin` → signin.html, `/savings-tab/target` → savings-tab/target.html (nginx: `$uri.html`) */
export const pageFileOf = (route) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

/** every .html under `dir`, relative to it */
function htmlFiles(dir, prefix = '') {
  if (!fs.existsSync(path.join(dir, prefix))) return [];
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) return htmlFiles(dir, file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** @returns {string[]} the routes written */
export function composePages(srvRoot, { log = () => {} } = {}) {
  const root = path.resolve(srvRoot);
  const config = JSON.parse(fs.readFileSync(path.join(root, 'mf-config.json'), 'utf8'));
  const composer = createPageComposer({ shellDir: path.join(root, 'shell', 'current'), remoteDirOf: (entry) => folderUnder(root, entry), log });
  const pagesDir = path.join(root, 'pages');
  fs.mkdirSync(pagesDir, { recursive: true, mode: 0o755 });
  const written = [];
  for (const route of composer.staticPaths(config)) {
    // nginx puts the mf-config.json of the moment each page is served into it (ssi on, deploy/nginx)
    const html = composer.compose(route, config, { configText: SSI_CONFIG });
    if (!html) continue;
    const file = path.join(pagesDir, pageFileOf(route));
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
    fs.writeFileSync(`${file}.next`, html, { mode: 0o644 });
    fs.renameSync(`${file}.next`, file);
    written.push(route);
  }
  const kept = new Set(written.map(pageFileOf));
  for (const file of htmlFiles(pagesDir)) if (!kept.has(file)) fs.rmSync(path.join(pagesDir, file));
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const srvRoot = process.argv[2];
  if (!srvRoot) {
    console.error('usage: npm run compose-pages -- <release tree, e.g. /srv/coop>');
    process.exit(2);
  }
  const written = composePages(srvRoot, { log: (line) => console.error(line) });
  console.log(`prerendered pages written: ${written.join(', ') || 'none'}`);
}
