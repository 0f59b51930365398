// The prerendered pages' documents (scripts/lib/prerender/, scripts/compose-pages.mjs): what goes where in the shell's
// index.html, which release's bundle a page comes from, and the files nginx serves.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { composeDocument } from '../lib/prerender/compose.mjs';
import { createPageComposer, folderUnder } from '../lib/prerender/pages.mjs';
import { composePages } from '../compose-pages.mjs';

const INDEX = '<!doctype html><html><head><title>Co-operative Society</title><script defer src=/main.1234567890.js></script></head><body><div id=root></div></body></html>';

/** a release folder with a prerender bundle that renders `routes` (and counts its renders) */
function release(dir, routes, { fails = false } = {}) {
  fs.mkdirSync(path.join(dir, 'prerender'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'prerender', 'prerender.cjs'),
    `let renders = 0;
exports.renderPages = (config) => {
  ${fails ? "throw new Error('window is not defined');" : ''}
  renders += 1;
  return { css: '.p{color:green}', pages: Object.fromEntries(${JSON.stringify(routes)}.map((r) => [r, { title: r, html: '<h1>' + r + ' for ' + config.societyName + ' #' + renders + '</h1>' }])) };
};`,
  );
  return dir;
}

test('the copy sits ahead of a hidden root, its CSS in the head, the society in the title; `$` in a page is kept as is', () => {
  const html = composeDocument(INDEX, { css: 'a{content:"$&"}', html: '<p>$1 & $&</p>' }, { societyName: 'Ada & Co' });
  assert.match(html, /<div data-prerender><p>\$1 & \$&<\/p><\/div><div id="root" hidden><\/div>/);
  assert.match(html, /<style data-prerender>a\{content:"\$&"\}<\/style><\/head>/);
  assert.match(html, /<title>Ada &#38; Co<\/title>/);
  assert.ok(html.indexOf('data-prerender>') < html.indexOf('/main.1234567890.js') || html.includes('<script defer src=/main.1234567890.js>'));
  assert.equal(composeDocument('<html><body>no root</body></html>', { css: '', html: '' }), null);
});

test('the built suite\'s server puts the config itself in the page, safe inside its <script>', () => {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-pages-'));
  const shellDir = release(path.join(tree, 'shell'), ['/']);
  fs.writeFileSync(path.join(shellDir, 'index.html'), INDEX);
  const composer = createPageComposer({ shellDir, remoteDirOf: () => null });
  const html = composer.compose('/', { societyName: '</script><script>alert(1)</script>', remotes: [] });
  assert.match(html, /<script type="application\/json" id="coop-mf-config">\{"societyName":"\\u003c\/script>\\u003cscript>alert\(1\)\\u003c\/script>","remotes":\[\]\}<\/script>/);
});

test('a page comes from the bundle of the release mf-config names, rendered with that config, once per config', () => {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-pages-'));
  const shellDir = release(path.join(tree, 'shell'), ['/']);
  fs.writeFileSync(path.join(shellDir, 'index.html'), INDEX);
  release(path.join(tree, 'remotes', 'mfe-auth', '1.0.0'), ['/signin']);
  release(path.join(tree, 'remotes', 'mfe-auth', '2.0.0'), ['/signin', '/signup']);
  const composer = createPageComposer({ shellDir, remoteDirOf: (entry) => folderUnder(tree, entry) });
  const config = (version, societyName = 'Finnacrest') => ({ societyName, remotes: [{ name: 'mfe_auth', entry: `https://app.example/remotes/mfe-auth/${version}/mf-manifest.json` }] });

  assert.match(composer.compose('/signin', config('1.0.0')), /<h1>\/signin for Finnacrest #1<\/h1>/);
  assert.match(composer.compose('/signin', config('1.0.0')), /#1<\/h1>/, 'rendered once for the same config');
  assert.equal(composer.compose('/signup', config('1.0.0')), null, 'release 1.0.0 has no /signup copy');
  assert.match(composer.compose('/signup', config('2.0.0')), /\/signup for Finnacrest/);
  assert.match(composer.compose('/signin', config('1.0.0', 'Other')), /for Other #2/);
  assert.match(composer.compose('/', config('1.0.0')), /<h1>\/ for Finnacrest/);
  assert.equal(composer.compose('/wallet', config('1.0.0')), null);
});

test('a page without a copy that a remote routes gets the data and its remote\'s preloads; a path nobody routes, nothing', () => {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-pages-'));
  const shellDir = release(path.join(tree, 'shell'), ['/']);
  fs.writeFileSync(path.join(shellDir, 'index.html'), INDEX);
  const shop = path.join(tree, 'remotes', 'mfe-commerce', '3.0.0');
  fs.mkdirSync(shop, { recursive: true });
  fs.writeFileSync(path.join(shop, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [] }));
  fs.writeFileSync(path.join(shop, 'pages-manifest.json'), JSON.stringify({ name: 'mfe_commerce', routes: [{ path: '/details/:id', page: 'Details' }, { path: '/market', page: 'Market' }] }));
  fs.writeFileSync(path.join(shop, 'page-chunks.json'), JSON.stringify({ Details: ['page-Details.0123456789.js'] }));
  const composer = createPageComposer({ shellDir, remoteDirOf: (entry) => folderUnder(tree, entry) });
  const config = { societyName: 'Finnacrest', remotes: [{ name: 'mfe_commerce', entry: 'https://app.example/remotes/mfe-commerce/3.0.0/mf-manifest.json' }] };

  const details = composer.compose('/details/7', config);
  assert.doesNotMatch(details, /data-prerender/);
  assert.match(details, /<div id=root><\/div>/, 'the root is not hidden: there is no copy to give way');
  assert.match(details, /id="coop-mf-config">\{"societyName":"Finnacrest"/);
  assert.match(details, /href="https:\/\/app.example\/remotes\/mfe-commerce\/3.0.0\/page-Details.0123456789.js" as="script"/);
  assert.equal(composer.compose('/details/', config), null, 'an empty parameter is no match');
  assert.equal(composer.compose('/nobody/routes/this', config), null);
  assert.deepEqual(composer.staticPaths(config).sort(), ['/', '/market']);
});

test('a bundle that fails leaves the plain document (null), and an entry outside the tree is never read', () => {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-pages-'));
  const shellDir = path.join(tree, 'shell');
  fs.mkdirSync(shellDir);
  fs.writeFileSync(path.join(shellDir, 'index.html'), INDEX);
  release(path.join(tree, 'remotes', 'broken'), ['/signin'], { fails: true });
  const lines = [];
  const composer = createPageComposer({ shellDir, remoteDirOf: (entry) => folderUnder(tree, entry), log: (l) => lines.push(l) });
  assert.equal(composer.compose('/signin', { remotes: [{ entry: 'https://x/remotes/broken/mf-manifest.json' }] }), null);
  assert.match(lines.join('\n'), /could not render its pages: window is not defined/);
  assert.equal(folderUnder(tree, 'https://x/../../etc/mf-manifest.json'), path.join(tree, 'etc'), 'URL parsing drops the dot segments');
  assert.equal(folderUnder(tree, 'https://x/a%2F..%2F..%2F..%2Fetc/mf-manifest.json'), null);
  assert.equal(folderUnder(tree, 'not a url'), null);
});

test('compose-pages writes a document per prerendered route for nginx, replaces them on a release, removes what went', () => {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-pages-'));
  const shellRelease = release(path.join(tree, 'shell', '1.0.0'), ['/']);
  fs.writeFileSync(path.join(shellRelease, 'index.html'), INDEX);
  fs.symlinkSync('1.0.0', path.join(tree, 'shell', 'current'));
  release(path.join(tree, 'remotes', 'mfe-auth', '1.0.0'), ['/signin', '/forgot-password']);
  release(path.join(tree, 'remotes', 'mfe-auth', '2.0.0'), ['/signin']);
  const writeConfig = (version) =>
    fs.writeFileSync(path.join(tree, 'mf-config.json'), JSON.stringify({ societyName: 'Finnacrest', remotes: [{ name: 'mfe_auth', entry: `https://app.example/remotes/mfe-auth/${version}/mf-manifest.json` }] }));

  writeConfig('1.0.0');
  fs.writeFileSync(path.join(tree, 'remotes', 'mfe-auth', '1.0.0', 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.5555555555.js' } }, exposes: [{ name: 'pages', assets: { js: { sync: ['pages.1234567890.js'], async: ['page.abcdef1234.js'] } } }] }));
  fs.writeFileSync(path.join(tree, 'remotes', 'mfe-auth', '1.0.0', 'pages-manifest.json'), JSON.stringify({ name: 'mfe_auth', routes: [{ path: '/signin', page: 'SignIn' }] }));
  fs.writeFileSync(path.join(tree, 'remotes', 'mfe-auth', '1.0.0', 'page-chunks.json'), JSON.stringify({ SignIn: ['page-SignIn.0123456789.js', '7.9876543210.js'], SignUp: ['page-SignUp.aaaaaaaaaa.js'] }));
  assert.deepEqual(composePages(tree), ['/', '/signin', '/forgot-password']);
  const signin = fs.readFileSync(path.join(tree, 'pages', 'signin.html'), 'utf8');
  // the config as nginx has it when serving the page; the manifests and preloads of this release
  assert.match(signin, /<script type="application\/json" id="coop-mf-config"><!--# include virtual="\/mf-config.json" --><\/script>/);
  assert.match(signin, /id="coop-remote-manifests">\{"https:\/\/app.example\/remotes\/mfe-auth\/1.0.0\/mf-manifest.json":\{"name":"mfe_auth","routes":\[\{"path":"\/signin","page":"SignIn"\}\]\}\}<\/script>/);
  // the owning release's mf-manifest.json inline for the federation runtime (so not preloaded), its container preloaded
  assert.match(signin, /id="coop-mf-manifests">\{"https:\/\/app.example\/remotes\/mfe-auth\/1.0.0\/mf-manifest.json":\{"metaData":\{"remoteEntry":\{"name":"remoteEntry.5555555555.js"\}\}/);
  assert.doesNotMatch(signin, /as="fetch"/);
  assert.match(signin, /<link rel="preload" href="https:\/\/app.example\/remotes\/mfe-auth\/1.0.0\/remoteEntry.5555555555.js" as="script">/);
  assert.match(signin, /<link rel="preload" href="https:\/\/app.example\/remotes\/mfe-auth\/1.0.0\/pages.1234567890.js" as="script">/);
  // the page's own chunks (page-chunks.json), not the other pages', nor the expose's other async chunks
  assert.match(signin, /<link rel="preload" href="https:\/\/app.example\/remotes\/mfe-auth\/1.0.0\/page-SignIn.0123456789.js" as="script"><link rel="preload" href="https:\/\/app.example\/remotes\/mfe-auth\/1.0.0\/7.9876543210.js" as="script">/);
  assert.doesNotMatch(signin, /href="[^"]*(page-SignUp|page\.abcdef1234)/);
  assert.match(fs.readFileSync(path.join(tree, 'pages', 'index.html'), 'utf8'), /<h1>\/ for Finnacrest/);
  assert.match(fs.readFileSync(path.join(tree, 'pages', 'forgot-password.html'), 'utf8'), /data-prerender/);

  writeConfig('2.0.0');
  assert.deepEqual(composePages(tree), ['/', '/signin']);
  assert.equal(fs.existsSync(path.join(tree, 'pages', 'forgot-password.html')), false);
  assert.deepEqual(fs.readdirSync(path.join(tree, 'pages')).sort(), ['index.html', 'signin.html']);
});
