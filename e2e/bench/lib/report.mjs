// Printing what a load fetched: JS per origin, a table of chunks with their contents, where the bytes go,
// and every module fetched more than once. Sizes are gzip as transferred; a chunk's gzip bytes are shared
// out over its contents in proportion to their minified size.
import { chunkContents } from './chunkContents.mjs';
import { isJs } from './pageLoad.mjs';
import { KIT, packageOf } from './moduleNames.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const pct = (part, whole) => `${Math.round((100 * part) / whole)}%`;
const fileOf = (url) => new URL(url).pathname.replace(/^\//, '');

/** A library's "copy" is a fetched chunk holding one of its main modules. */
const LIBRARIES = {
  'react-dom': /^react-dom\/cjs\/react-dom-client\.production\.js$/,
  'react-router': /^react-router\/dist\/(development|production)\/chunk-[A-Z0-9]+\.(js|mjs)$/,
  redux: /^redux\/dist\/redux\.(legacy-esm\.js|mjs|cjs)$/,
  '@redux-saga/core': /^@redux-saga\/core\/dist\/(io-[0-9a-f]+|redux-saga-core)\.esm\.js$/,
  'MF runtime-core': /^@module-federation\/runtime-core\/dist\/core\.js$/,
};

/**
 * @param {{ url: string, bytes: number }[]} responses
 * @param {(url: string) => string} ownerOf which package built a file (by its origin)
 */
export async function analyse(responses, ownerOf) {
  const js = responses.filter(isJs);
  const chunks = [];
  for (const r of js) chunks.push({ ...r, owner: ownerOf(r.url), file: fileOf(r.url), contents: await chunkContents(r.url, ownerOf(r.url)) });
  return { chunks, all: responses };
}

export function printSummary(title, { chunks, all }, extraLines = []) {
  const perOrigin = new Map();
  for (const c of chunks) perOrigin.set(c.owner, (perOrigin.get(c.owner) ?? 0) + c.bytes);
  const total = chunks.reduce((a, c) => a + c.bytes, 0);
  console.log(`\n${title}`);
  console.log(`  requests: ${all.length} (${chunks.length} JS)`);
  for (const [owner, bytes] of perOrigin) console.log(`  JS from ${owner}: ${kb(bytes)}`);
  console.log(`  JS total: ${kb(total)} gzip`);
  const css = all.filter((r) => new URL(r.url).pathname.endsWith('.css'));
  if (css.length > 0) console.log(`  CSS (stylesheets, not counted above): ${kb(css.reduce((a, r) => a + r.bytes, 0))} gzip in ${css.length} file(s)`);
  for (const line of extraLines) console.log(`  ${line}`);
  return total;
}

export function printChunkTable({ chunks }) {
  console.log('\n  chunk                                      from       gzip     contents (share of minified bytes)');
  const sorted = [...chunks].sort((a, b) => a.owner.localeCompare(b.owner) || b.bytes - a.bytes);
  for (const c of sorted) {
    const raw = c.contents.rawBytes;
    const top = [...c.contents.groups].sort((a, b) => b[1] - a[1]).filter(([, n]) => n / raw >= 0.03);
    const what = top.slice(0, 4).map(([g, n]) => `${g} ${pct(n, raw)}`).join(', ');
    console.log(`  ${c.file.padEnd(42)} ${c.owner.padEnd(10)} ${kb(c.bytes).padStart(8)}  ${what}`);
  }
}

/** gzip bytes per group (react-dom, MF runtime, …) over `chunks`. */
export function groupBytes(chunks) {
  const groups = new Map();
  for (const c of chunks) {
    for (const [g, n] of c.contents.groups) groups.set(g, (groups.get(g) ?? 0) + (c.bytes * n) / c.contents.rawBytes);
  }
  return groups;
}

/** What no sign-in page can do without: React, react-dom, the router, the MF and webpack runtimes (with their glue). */
const FLOOR_GROUPS = new Set(['react', 'react-dom', 'react-router', 'MF runtime', '[webpack runtime]', '[unmapped: webpack glue]', '.federation']);

/**
 * The floor of a page: FLOOR_GROUPS in every chunk plus everything `formOwner` serves (the form itself, with the
 * kit pieces and CSS it bundles); the rest is above the floor, by group.
 */
export function floorOf({ chunks }, formOwner) {
  let floor = 0;
  const above = new Map();
  for (const c of chunks) {
    for (const [g, n] of groupBytes([c])) {
      if (c.owner === formOwner || FLOOR_GROUPS.has(g)) floor += n;
      else above.set(g, (above.get(g) ?? 0) + n);
    }
  }
  return { floor, above: [...above].sort((a, b) => b[1] - a[1]) };
}

export function printGroups({ chunks }) {
  const groups = groupBytes(chunks);
  const total = chunks.reduce((a, c) => a + c.bytes, 0);
  console.log('\n  where the bytes go (gzip, shared out by minified size)');
  for (const [g, n] of [...groups].sort((a, b) => b[1] - a[1]).filter(([, n]) => n >= 256)) {
    console.log(`    ${g.padEnd(34)} ${kb(n).padStart(9)}  ${pct(n, total).padStart(4)}`);
  }
}

export function libraryCopies({ chunks }) {
  const copies = {};
  for (const [lib, pattern] of Object.entries(LIBRARIES)) {
    let most = 0;
    const ids = new Set(chunks.flatMap((c) => [...c.contents.modules.keys()].filter((id) => pattern.test(id))));
    for (const id of ids) most = Math.max(most, chunks.filter((c) => c.contents.modules.has(id)).length);
    copies[lib] = most;
  }
  return copies;
}

/** Every module that more than one fetched chunk carries, by package, with the bytes fetched beyond the first copy. */
export function printDuplicates({ chunks }) {
  const where = new Map();
  for (const c of chunks) {
    for (const [id, bytes] of c.contents.modules) {
      if (id === '[unmapped]') continue;
      if (!where.has(id)) where.set(id, []);
      where.get(id).push({ at: `${c.owner}/${c.file}`, bytes });
    }
  }
  const byPackage = new Map();
  for (const [id, list] of where) {
    if (list.length < 2) continue;
    const pkg = packageOf(id);
    const entry = byPackage.get(pkg) ?? { modules: 0, extra: 0, at: new Set(), copies: 0 };
    entry.modules += 1;
    entry.copies = Math.max(entry.copies, list.length);
    entry.extra += list.reduce((a, x) => a + x.bytes, 0) - Math.max(...list.map((x) => x.bytes));
    for (const x of list) entry.at.add(x.at);
    byPackage.set(pkg, entry);
  }
  console.log('\n  modules fetched more than once, by package (minified bytes beyond the first copy)');
  const sorted = [...byPackage].sort((a, b) => b[1].extra - a[1].extra);
  if (sorted.length === 0) console.log('    none');
  for (const [pkg, d] of sorted) {
    const note =
      pkg === '[webpack runtime]' || pkg.startsWith('@module-federation/')
        ? ' (webpack and MF bundler runtime: one per container by design)'
        : pkg === KIT
          ? ' (each build bundles the kit it was built with, by design)'
          : '';
    console.log(`    ${pkg.padEnd(34)} ${String(d.modules).padStart(3)} module(s) up to ×${d.copies}  +${kb(d.extra)}  in ${[...d.at].join(', ')}${note}`);
  }
}
