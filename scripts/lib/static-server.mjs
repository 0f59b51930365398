// A small static file server for the built suite, shaped like a CDN: stable names (index.html, mf-manifest.json,
// mf-config.json, the shell's sw.js and manifest.webmanifest) are `no-cache`, hashed files (chunks, a remote's
// remoteEntry.<hash>.js) `immutable`,
// text is gzip-compressed, remotes answer CORS. The shell's server also serves /mf-config.json and
// proxies /api to the API (whose replies keep the API's own security headers). Its own replies are
// never sniffed, send no Referer (reset links carry a secret in the path) and are never framed; the
// pages get no script policy here, which would have to list every remote's origin.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.map', '.svg', '.txt']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|svg|webp|woff2?)$/;
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};
const PAGE_POLICY = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'";

function cacheControl(file) {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function proxy(req, res, target) {
  const url = new URL(req.url, target);
  const upstream = http.request(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' } },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: false, message: 'The service is unavailable, please try again shortly' }));
  });
  req.pipe(upstream);
}

/** a document made per request (a prerendered page in the shell's index.html): never cached, compressed */
function sendComposedPage(req, res, html) {
  const headers = { 'content-type': TYPES['.html'], 'cache-control': 'no-cache', 'content-security-policy': PAGE_POLICY, vary: 'Accept-Encoding' };
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const body = gzip ? zlib.gzipSync(html, { level: 6 }) : Buffer.from(html);
  res.writeHead(200, { ...headers, ...(gzip ? { 'content-encoding': 'gzip' } : {}), 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean, cors?: boolean,
 *           mfConfig?: () => object, apiTarget?: string, label?: string,
 *           composePage?: (pathname: string) => string | null }} o
 *   composePage: the document for a page path that has a prerendered page (scripts/lib/prerender/pages.mjs)
 */
export function startStaticServer(o) {
  const gzCache = new Map();
  const root = path.resolve(o.root);

  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    if (o.apiTarget && (pathname === '/api' || pathname.startsWith('/api/'))) return proxy(req, res, o.apiTarget);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (o.cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      if (req.method === 'OPTIONS') return res.writeHead(204).end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405).end();

    if (o.mfConfig && pathname === '/mf-config.json') {
      const body = JSON.stringify(o.mfConfig());
      res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-cache' });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }

    const composed = o.composePage && !path.extname(pathname) ? o.composePage(pathname) : null;
    if (composed) return sendComposedPage(req, res, composed);

    // the Node bundle a build renders its prerendered pages with (dist/prerender/) is read from disk, never served
    if (/(^|\/)prerender\//.test(pathname)) return res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    let file = path.join(root, decodeURIComponent(pathname));
    if (!file.startsWith(root)) return res.writeHead(403).end();
    let stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      file = path.join(file, 'index.html');
      stat = fs.statSync(file, { throwIfNoEntry: false });
    }
    if (!stat && o.spa && !path.extname(pathname)) {
      file = path.join(root, 'index.html');
      stat = fs.statSync(file, { throwIfNoEntry: false });
    }
    if (!stat) return res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');

    const ext = path.extname(file);
    const headers = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': cacheControl(file),
      ...(ext === '.html' ? { 'content-security-policy': PAGE_POLICY } : {}),
      vary: 'Accept-Encoding',
    };
    const wantsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (COMPRESSIBLE.has(ext) && wantsGzip) {
      const key = `${file}:${stat.mtimeMs}`;
      let gz = gzCache.get(key);
      if (!gz) {
        gz = zlib.gzipSync(fs.readFileSync(file), { level: 9 });
        gzCache.set(key, gz);
      }
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': gz.length });
      return res.end(req.method === 'HEAD' ? undefined : gz);
    }
    res.writeHead(200, { ...headers, 'content-length': stat.size });
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(file).pipe(res);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host ?? '0.0.0.0', () => resolve(server));
  });
}
