// The service worker's routing decisions (ARCHITECTURE §3 "Offline and the service worker"), kept free of worker
// APIs so jest tests them: which request the worker leaves alone, and which it answers network-first or cache-first.
// The stable names are what a release or a rollback changes (mf-config.json points at another folder; the folder's
// mf-manifest.json and pages-manifest.json name its container and chunks; a development build's container is a plain
// remoteEntry.js): always asked of the network, a cached copy only when the network fails. Hashed files (chunks, and a
// production build's remoteEntry.<hash>.js) never change under their name: from the cache once fetched.

export type Strategy =
  /** not the worker's business: no respondWith (the API, other methods, anything not a file of the app) */
  | 'pass'
  /** a page load: the network, else the offline page */
  | 'navigation'
  | 'network-first'
  | 'cache-first';

/** a file named by its content: `name.<10 hex>.js|css` (the builds' [contenthash:10]) */
export const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css)$/;

/** the names a release or a rollback changes */
export const STABLE_FILES: ReadonlySet<string> = new Set(['mf-config.json', 'mf-manifest.json', 'pages-manifest.json', 'remoteEntry.js', 'index.html']);

export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
}

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** What the worker does with a request made from a page of `origin` (the shell's). */
export function strategyFor(request: RequestFacts, origin: string): Strategy {
  if (request.method !== 'GET') return 'pass';
  const url = new URL(request.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'pass';
  const sameOrigin = url.origin === origin;
  if (sameOrigin && isApiPath(url.pathname)) return 'pass';
  if (request.mode === 'navigate') return sameOrigin ? 'navigation' : 'pass';
  // a query string is not how the builds name files: whatever carries one is not a file of a release
  if (url.search) return 'pass';
  const file = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (STABLE_FILES.has(file)) return 'network-first';
  if (HASHED_FILE.test(file)) return 'cache-first';
  return 'pass';
}

/** The folder of each remote's release that mf-config.json names (its entry's folder): its files are the remote's. */
export function remoteFolders(config: unknown, base: string): string[] {
  const remotes = (config as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return [];
  return remotes.flatMap((remote) => {
    const entry = (remote as { entry?: unknown } | null)?.entry;
    if (typeof entry !== 'string') return [];
    try {
      return [new URL('.', new URL(entry, base)).href];
    } catch {
      return [];
    }
  });
}

/**
 * Whether the worker may fetch and keep `url`: the shell's own files (same origin, never the API) and the files under
 * a folder mf-config.json names. Anything else (another site, an API on another origin) is passed through untouched.
 */
export function isAppFile(url: string, origin: string, folders: readonly string[]): boolean {
  const parsed = new URL(url);
  if (parsed.origin === origin) return !isApiPath(parsed.pathname);
  return folders.some((folder) => url.startsWith(folder));
}

/** the remote cache's entries to drop: those under no folder the current mf-config.json names (a release's old folder) */
export function staleRemoteFiles(cached: readonly string[], folders: readonly string[]): string[] {
  return cached.filter((url) => !folders.some((folder) => url.startsWith(folder)));
}
