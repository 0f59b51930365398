// The shell's service worker, built into /sw.js by shell/webpack.config.js (ARCHITECTURE §3 "Offline and the service
// worker"). It makes a repeat visit start from the cache and shows an offline page instead of the browser's error,
// without ever standing between a member and a release, a rollback or the API:
// - /api/… and anything not a file of the app (other methods, other sites) are never answered or kept;
// - the stable names (mf-config.json, each release's mf-manifest.json and pages-manifest.json, a development build's
//   remoteEntry.js) go to the network first; a cached copy only when the network fails, so a change of mf-config.json
//   reaches the next load;
// - hashed files (chunks, a production build's remoteEntry.<hash>.js) come from the cache once fetched: the shell's
//   are precached at install (see precacheShell for what a first session fetches), the remotes' are kept as they are
//   used, in a cache pruned to the folders the current mf-config.json names;
// - a navigation goes to the network (and, at most once a minute, the worker reads mf-config.json again: a prerendered
//   page carries its config and reads none); when it fails, the offline page. (No navigation preload: under Chromium's
//   offline emulation a failed preload failed the whole navigation, the browser's error page instead of ours.)
// Nothing is warmed ahead: the page's own idle prefetch (remotes/prefetchHome.ts) already fetches the remote a member
// opens next, and it passes through here, so warming more would only spend a first session's bytes.
import { offlineResponse } from './offlinePage';
import { isAppFile, remoteFolders, staleRemoteFiles, strategyFor, type Strategy } from './routing';
import type { FetchEvent, WorkerScope } from './workerScope';

declare const __COOP_PRECACHE__: string[];
declare const __COOP_SHELL_VERSION__: string;

const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;
const SHELL_CACHE = `coop-shell-${__COOP_SHELL_VERSION__}`;
const REMOTES_CACHE = 'coop-remotes';
/** the shell's own stable files (mf-config.json): a remote's are kept with its release's other files */
const STABLE_CACHE = 'coop-config';
const CONFIG_URL = new URL('/mf-config.json', origin).href;

/** mf-config.json as last read: which remote folders are the app's */
let config: unknown = null;
let folders: string[] = [];
let configReadAt = 0;
/** a prerendered page carries its config and reads no /mf-config.json: a page load reads it again, at most this often */
const CONFIG_REFRESH_MS = 60_000;

function adoptConfig(next: unknown): boolean {
  const nextFolders = remoteFolders(next, origin);
  const changed = nextFolders.join(' ') !== folders.join(' ');
  config = next;
  folders = nextFolders;
  configReadAt = Date.now();
  return changed;
}

/** Reads /mf-config.json from the network and keeps it; a change of releases prunes the remotes' cache. */
async function refreshConfig(): Promise<void> {
  const response = await fetch(CONFIG_URL, { cache: 'no-store' }).catch(() => null);
  if (!response?.ok) return;
  await (await caches.open(STABLE_CACHE)).put(CONFIG_URL, response.clone());
  if (adoptConfig(await response.json().catch(() => null))) await pruneRemotes();
}

async function cachedConfig(): Promise<unknown> {
  if (config) return config;
  const cached = await caches.match(CONFIG_URL);
  if (cached) adoptConfig(await cached.json().catch(() => null));
  configReadAt = 0; // a kept copy: the next page load reads the network's
  return config;
}

/** Drops the files of remote releases the current mf-config.json no longer names. */
async function pruneRemotes(): Promise<void> {
  if (!(await cachedConfig()) || folders.length === 0) return;
  const cache = await caches.open(REMOTES_CACHE);
  const urls = (await cache.keys()).map((request) => request.url);
  await Promise.all(staleRemoteFiles(urls, folders).map((url) => cache.delete(url)));
}

async function precacheShell(): Promise<void> {
  const names = await caches.keys();
  const cache = await caches.open(SHELL_CACHE);
  // The first install happens during a member's first session, whose bytes are counted (issue 29: 450 KB gzip for
  // /signin → /savings → /wallet → /loan): it keeps only what the browser's HTTP cache already holds (the chunks the
  // page loaded) and the other chunks are cached when first used. A later shell release also fetches the rest, unless
  // the connection is marked save-data.
  const fetchMissing = names.some((name) => name.startsWith('coop-shell-')) && worker.navigator.connection?.saveData !== true;
  await Promise.all(
    __COOP_PRECACHE__.map(async (path) => {
      if (await cache.match(path)) return;
      const earlier = await caches.match(path); // a chunk the previous shell release had too
      if (earlier) return cache.put(path, earlier);
      const response = await fetch(path, fetchMissing ? {} : { cache: 'only-if-cached', mode: 'same-origin' }).catch(() => null);
      if (response?.ok) await cache.put(path, response);
    }),
  );
  // the society's name for the offline page and the remotes' folders, before the first page fetches them through here
  await refreshConfig();
}

async function activate(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith('coop-shell-') && name !== SHELL_CACHE).map((name) => caches.delete(name)));
  await pruneRemotes();
  await worker.clients.claim();
}

/** A remote on another origin answers CORS: fetched as such, its reply can be checked and kept (an opaque one cannot). */
function networkRequest(request: Request): Request {
  return new URL(request.url).origin === origin ? request : new Request(request.url, { mode: 'cors', credentials: 'omit', cache: request.cache });
}

function cacheFor(url: string, stable: boolean): string {
  if (folders.some((folder) => url.startsWith(folder))) return REMOTES_CACHE;
  return stable ? STABLE_CACHE : SHELL_CACHE;
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    const response = await fetch(networkRequest(request));
    if (response.ok) {
      await (await caches.open(cacheFor(request.url, true))).put(request.url, response.clone());
      if (request.url === CONFIG_URL && adoptConfig(await response.clone().json().catch(() => null))) void pruneRemotes();
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request.url);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request.url);
  if (cached) return cached;
  const response = await fetch(networkRequest(request));
  if (response.ok) await (await caches.open(cacheFor(request.url, false))).put(request.url, response.clone());
  return response;
}

async function navigation(event: FetchEvent): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (Date.now() - configReadAt > CONFIG_REFRESH_MS) event.waitUntil(refreshConfig());
    return response;
  } catch {
    const societyName = ((await cachedConfig().catch(() => null)) as { societyName?: unknown } | null)?.societyName;
    return offlineResponse(typeof societyName === 'string' ? societyName : undefined);
  }
}

async function answer(event: FetchEvent, strategy: Exclude<Strategy, 'pass'>): Promise<Response> {
  if (strategy === 'navigation') return navigation(event);
  await cachedConfig();
  // a file on another origin that no current release lives under: fetched as the page asked, never kept
  if (!isAppFile(event.request.url, origin, folders)) return fetch(event.request);
  return strategy === 'network-first' ? networkFirst(event.request) : cacheFirst(event.request);
}

worker.addEventListener('install', (event) => {
  // a new shell release's worker takes over on the next load, not when every tab has closed
  event.waitUntil(precacheShell().then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => event.waitUntil(activate()));

worker.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, origin);
  if (strategy === 'pass') return;
  event.respondWith(answer(event, strategy));
});
