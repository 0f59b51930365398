// Build pieces for the service worker and the installable app (shell/webpack.config.js): the public files beside
// index.html (the web app manifest, its icons) emitted into the build, the list of the shell's hashed chunks the
// worker precaches, and the worker's own compilation (/sw.js, after the browser build, which records that list).
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** the shell's files the worker precaches: its hashed chunks (`name.<10 hex>.js|css`, never their source maps) */
const PRECACHED = /\.[0-9a-f]{10}\.(js|css)$/;

/**
 * Emits shell/public's files other than index.html (HtmlWebpackPlugin's template) into the build, and records the
 * build's hashed chunks for the worker. SOCIETY_NAME / SOCIETY_SHORT_NAME at build time name the installed app.
 */
class PublicFilesAndPrecachePlugin {
  constructor({ publicDir, record }) {
    this.publicDir = publicDir;
    this.record = record;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublicFilesAndPrecachePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFilesAndPrecachePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of publicFiles(this.publicDir)) {
          const source = fs.readFileSync(path.join(this.publicDir, file));
          const content = file === 'manifest.webmanifest' ? societyManifest(source.toString('utf8')) : source;
          compilation.emitAsset(file, new sources.RawSource(content));
        }
      });
      compilation.hooks.afterProcessAssets.tap('PublicFilesAndPrecachePlugin', (assets) => {
        this.record(Object.keys(assets).filter((name) => PRECACHED.test(name)).sort().map((name) => `/${name}`));
      });
    });
  }
}

function publicFiles(dir, prefix = '') {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) return publicFiles(dir, file);
    return file === 'index.html' ? [] : [file];
  });
}

function societyManifest(text) {
  const manifest = JSON.parse(text);
  if (process.env.SOCIETY_NAME) manifest.name = process.env.SOCIETY_NAME;
  if (process.env.SOCIETY_SHORT_NAME) manifest.short_name = process.env.SOCIETY_SHORT_NAME;
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * Adds the worker to the shell's production build: the browser config (the first) emits the public files and records
 * its chunks; a `webworker` compilation, run after it, bundles src/serviceWorker/sw.ts into sw.js beside them.
 */
function withServiceWorker(configs, { dir, req }) {
  const [browser, ...rest] = configs;
  browser.name ||= 'shell';
  let precache = null;
  browser.plugins.push(new PublicFilesAndPrecachePlugin({ publicDir: path.join(dir, 'public'), record: (list) => (precache = list) }));
  const { DefinePlugin } = req('webpack');
  const precacheList = () => {
    if (!precache) throw new Error('the service worker was built before the shell: its precache list is unknown');
    return precache;
  };
  const worker = {
    name: `${browser.name}-sw`,
    dependencies: [browser.name],
    mode: browser.mode,
    target: 'webworker',
    devtool: false,
    entry: path.join(dir, 'src', 'serviceWorker', 'sw.ts'),
    output: { path: browser.output.path, filename: 'sw.js', publicPath: '/', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [{ test: /\.ts$/, exclude: /node_modules/, use: { loader: req.resolve('ts-loader'), options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } } }],
    },
    plugins: [
      new DefinePlugin({
        __COOP_PRECACHE__: DefinePlugin.runtimeValue(() => JSON.stringify(precacheList()), true),
        // a new list is a new shell release: a new cache, and a new sw.js byte for byte, which the browser installs
        __COOP_SHELL_VERSION__: DefinePlugin.runtimeValue(
          () => JSON.stringify(createHash('sha256').update(precacheList().join('\n')).digest('hex').slice(0, 12)),
          true,
        ),
      }),
    ],
    performance: { hints: false },
  };
  return [browser, ...rest, worker];
}

module.exports = { PRECACHED, PublicFilesAndPrecachePlugin, withServiceWorker };
