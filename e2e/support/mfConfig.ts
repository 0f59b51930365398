// Changes what the shell reads from /mf-config.json for one page, as a deployment would.
import type { BrowserContext, Page, Route } from '@playwright/test';
import { BASE_URL } from './env';

export interface MfConfigJson {
  apiBaseUrl: string;
  societyName: string;
  idleTimeoutMinutes?: number;
  remotes: { name: string; entry: string }[];
  [key: string]: unknown;
}

const INLINE_CONFIG = /(<script type="application\/json" id="coop-mf-config">)([\s\S]*?)(<\/script>)/;
const INLINE_MANIFESTS = /<script type="application\/json" id="coop-remote-manifests">[\s\S]*?<\/script>/;
// a prerendered page's preloads of a remote's files name them by absolute URL (the shell's own are relative)
const REMOTE_PRELOAD = /<link rel="preload" href="https?:[^"]*"[^>]*>/g;

/** a page of the app (a document, whoever fetches it: the page or its service worker), not a file nor the API */
function isPage(route: Route): boolean {
  const request = route.request();
  const { pathname } = new URL(request.url());
  return request.method() === 'GET' && !pathname.startsWith('/api/') && !/\.[A-Za-z0-9]+$/.test(pathname);
}

/**
 * Every /mf-config.json this page (or, given a context, every page and service worker of it) loads from now on is the
 * server's, passed through `change`; so is the config a document carries (scripts/lib/prerender/compose.mjs), whose
 * remote preloads and manifests were made for the server's config and so are dropped, as a server composing for the
 * changed config would not have them. Answers the undo: the server's config again, from the next load on.
 */
export async function patchMfConfig(target: Page | BrowserContext, change: (config: MfConfigJson) => MfConfigJson): Promise<() => Promise<void>> {
  const config = async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: change((await response.json()) as MfConfigJson) });
  };
  const documents = async (route: Route) => {
    if (!isPage(route)) return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    // the body goes back decoded: the server's compression headers no longer describe it
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    const carried = INLINE_CONFIG.exec(html);
    if (!carried) return route.fulfill({ response, headers, body: html });
    const patched = JSON.stringify(change(JSON.parse(carried[2]) as MfConfigJson)).replace(/</g, '\\u003c');
    const body = html.replace(INLINE_CONFIG, (_all, open: string, _json: string, close: string) => `${open}${patched}${close}`).replace(INLINE_MANIFESTS, '').replace(REMOTE_PRELOAD, '');
    return route.fulfill({ response, headers, body });
  };
  await target.route('**/mf-config.json', config);
  await target.route('**/*', documents);
  return async () => {
    await target.unroute('**/mf-config.json', config);
    await target.unroute('**/*', documents);
  };
}

/** The /mf-config.json the shell's server hands out in this run. */
export async function serverMfConfig(): Promise<MfConfigJson> {
  const res = await fetch(`${BASE_URL}/mf-config.json`);
  if (!res.ok) throw new Error(`GET /mf-config.json answered ${res.status}`);
  return (await res.json()) as MfConfigJson;
}

/** whether the remote is deployed in this run (listed in mf-config.json) */
export async function isDeployed(remote: string): Promise<boolean> {
  return (await serverMfConfig()).remotes.some((r) => r.name === remote);
}
