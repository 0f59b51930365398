// Which prerendered page a path has, and the shell's document with it (compose.mjs), for whoever hands out that
// document: the built suite's static server (stack.mjs) per request, and compose-pages.mjs for nginx's release tree.
// A page comes from the prerender bundle (dist/prerender/prerender.cjs, shared/mf/prerender.cjs) of the shell's
// build or of the remote release mf-config.json names, rendered with that config. Rendering is cached per bundle
// file (and its mtime) and config; a bundle that is missing or fails leaves the plain document, never an error.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { composeDocument } from './compose.mjs';

const require = createRequire(import.meta.url);
const BUNDLE = path.join('prerender', 'prerender.cjs');

/**
 * @param {object} o
 * @param {string} o.shellDir the shell's build (or release) folder: index.html and prerender/
 * @param {(entry: string) => string | null} o.remoteDirOf the local folder of the release a remote entry URL names
 * @param {(message: string) => void} [o.log]
 */
export function createPageComposer(o) {
  const bundles = new Map(); // file:mtime → the loaded bundle, or null when it failed
  const rendered = new Map(); // file:mtime:config → its pages

  /** the bundle as it is on disk now (a new build or release is loaded afresh) */
  function load(file, version) {
    if (bundles.has(version)) return bundles.get(version);
    delete require.cache[file];
    let bundle = null;
    try {
      bundle = require(file);
    } catch (error) {
      o.log?.(`${file} could not be loaded: ${error.message}`);
    }
    bundles.set(version, bundle);
    return bundle;
  }

  function renderBundle(dir, config) {
    const file = path.join(dir, BUNDLE);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    const version = `${file}:${stat.mtimeMs}`;
    const key = `${version}:${JSON.stringify(config)}`;
    if (rendered.has(key)) return rendered.get(key);
    const bundle = load(file, version);
    let result = null;
    try {
      result = bundle ? bundle.renderPages(config) : null;
    } catch (error) {
      o.log?.(`${file} could not render its pages: ${error.message}`);
    }
    rendered.set(key, result);
    return result;
  }

  /** the document for `pathname` with its prerendered page, or null when it has none */
  function compose(pathname, config) {
    const dirs = [o.shellDir, ...(config.remotes ?? []).map((remote) => o.remoteDirOf(remote.entry))].filter(Boolean);
    for (const dir of dirs) {
      const result = renderBundle(dir, config);
      const page = result?.pages[pathname];
      if (!page) continue;
      const indexHtml = fs.readFileSync(path.join(o.shellDir, 'index.html'), 'utf8');
      return composeDocument(indexHtml, { css: result.css, html: page.html }, { societyName: config.societyName });
    }
    return null;
  }

  return { compose };
}

/** a remote entry URL's folder under `root` (the part of the URL after its origin), or null outside it */
export function folderUnder(root, entry) {
  let url;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  const dir = path.resolve(root, `.${path.posix.dirname(decodeURIComponent(url.pathname))}`);
  return dir === root || dir.startsWith(`${root}${path.sep}`) ? dir : null;
}
