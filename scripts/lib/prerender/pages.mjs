// Which prerendered page a path has, and the shell's document with it (compose.mjs), for whoever hands out that
// document: the built suite's static server (stack.mjs) per request, and compose-pages.mjs for nginx's release tree.
// A page comes from the prerender bundle (dist/prerender/prerender.cjs, shared/mf/prerender.cjs) of the shell's
// build or of the remote release mf-config.json names, rendered with that config. Rendering is cached per bundle
// file (and its mtime) and config; a bundle that is missing or fails leaves the plain document, never an error.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { composeDocument, INLINE_CONFIG_ID, INLINE_MANIFESTS_ID, INLINE_MF_MANIFESTS_ID, scriptSafeJson } from './compose.mjs';

const require = createRequire(import.meta.url);
const BUNDLE = path.join('prerender', 'prerender.cjs');
// the exposes the shell loads from a remote before its page: their chunks are preloaded with its entry
const STARTING_EXPOSES = new Set(['feature', 'pages']);

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/** a manifest route's path (`/details/:id`) against a page's path */
function routeMatches(pattern, pathname) {
  const want = pattern.split('/');
  const got = pathname.split('/');
  return want.length === got.length && want.every((segment, i) => segment === got[i] || (segment.startsWith(':') && got[i] !== ''));
}

/** the chunks of the page the remote's pages-manifest.json routes `pathname` to (page-chunks.json) */
function pageChunks(dir, pathname) {
  const page = readJson(path.join(dir, 'pages-manifest.json'))?.routes?.find((route) => typeof route?.path === 'string' && routeMatches(route.path, pathname))?.page;
  const files = page ? readJson(path.join(dir, 'page-chunks.json'))?.[page] : null;
  return Array.isArray(files) ? files.filter((file) => typeof file === 'string') : [];
}

/**
 * what the document carries for the remote that owns the page: its mf-manifest.json (inline, for the federation
 * runtime), and preloads of its container, the chunks of the exposes the shell starts with and of the page itself
 */
function remoteStart(dir, entry, pathname) {
  const manifest = readJson(path.join(dir, 'mf-manifest.json'));
  if (!manifest) return { manifest: null, preloads: [] };
  const at = (file) => new URL(file, entry).href;
  const container = manifest.metaData?.remoteEntry?.name;
  const exposed = (manifest.exposes ?? []).filter((e) => STARTING_EXPOSES.has(e.name)).flatMap((e) => e.assets?.js?.sync ?? []);
  const chunks = [...exposed, ...pageChunks(dir, pathname)];
  return {
    manifest,
    preloads: [...(container ? [{ href: at(container), as: 'script' }] : []), ...[...new Set(chunks)].map((file) => ({ href: at(file), as: 'script' }))],
  };
}

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

  /** each remote's pages-manifest.json, by the entry mf-config.json names it with */
  function pagesManifests(config) {
    const manifests = {};
    for (const remote of config.remotes ?? []) {
      const dir = o.remoteDirOf(remote.entry);
      const manifest = dir && readJson(path.join(dir, 'pages-manifest.json'));
      if (manifest) manifests[remote.entry] = manifest;
    }
    return manifests;
  }

  /** the remote (its folder and entry) whose pages-manifest.json routes `pathname` (a `:param` segment matches any) */
  function owningRemote(pathname, config) {
    for (const remote of config.remotes ?? []) {
      const dir = o.remoteDirOf(remote.entry);
      const routes = dir ? readJson(path.join(dir, 'pages-manifest.json'))?.routes : null;
      if (Array.isArray(routes) && routes.some((route) => typeof route?.path === 'string' && routeMatches(route.path, pathname))) return { dir, entry: remote.entry };
    }
    return null;
  }

  /** the prerendered page for `pathname` (the shell's or a remote release's), with the bundle's CSS */
  function prerendered(pathname, config) {
    const sources = [{ dir: o.shellDir, entry: null }, ...(config.remotes ?? []).map((remote) => ({ dir: o.remoteDirOf(remote.entry), entry: remote.entry }))];
    for (const { dir, entry } of sources) {
      const result = dir ? renderBundle(dir, config) : null;
      const page = result?.pages[pathname];
      if (page) return { dir, entry, page: { css: result.css, html: page.html } };
    }
    return null;
  }

  /**
   * The shell's document for the page at `pathname`: its prerendered copy if it has one, the config and the remotes'
   * manifests inline, and preloads of the owning remote's code. Null for a path no remote routes and the shell does not
   * prerender (the plain index.html serves it).
   * @param {string} pathname
   * @param {object} config the runtime config (mf-config.json)
   * @param {{ configText?: string }} [options] what the config's data block holds instead of the config itself (nginx:
   *   an SSI include of /mf-config.json, so the document carries the file as it is when it is served)
   */
  function compose(pathname, config, options = {}) {
    const copy = prerendered(pathname, config);
    const owner = copy?.entry ? copy : copy ? null : owningRemote(pathname, config);
    if (!copy && !owner) return null;
    const indexHtml = fs.readFileSync(path.join(o.shellDir, 'index.html'), 'utf8');
    const start = owner ? remoteStart(owner.dir, owner.entry, pathname) : { manifest: null, preloads: [] };
    return composeDocument(indexHtml, copy?.page ?? null, {
      societyName: config.societyName,
      preloads: start.preloads,
      data: [
        { id: INLINE_CONFIG_ID, text: options.configText ?? scriptSafeJson(config) },
        { id: INLINE_MANIFESTS_ID, text: scriptSafeJson(pagesManifests(config)) },
        ...(start.manifest ? [{ id: INLINE_MF_MANIFESTS_ID, text: scriptSafeJson({ [owner.entry]: start.manifest }) }] : []),
      ],
    });
  }

  /** the paths compose() makes a document for without a parameter: the prerendered pages and the remotes' static routes */
  function staticPaths(config) {
    const paths = new Set();
    for (const dir of [o.shellDir, ...(config.remotes ?? []).map((remote) => o.remoteDirOf(remote.entry))]) {
      if (!dir) continue;
      Object.keys(renderBundle(dir, config)?.pages ?? {}).forEach((route) => paths.add(route));
      for (const route of readJson(path.join(dir, 'pages-manifest.json'))?.routes ?? []) {
        if (typeof route?.path === 'string' && route.path.startsWith('/') && !route.path.includes(':')) paths.add(route.path);
      }
    }
    return [...paths];
  }

  return { compose, staticPaths };
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
