// Builds the webpack config for the shell (host) and every remote, so they cannot drift apart.
// Build tools are required from the calling package, which owns them as devDependencies.
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const { sharedDeps } = require('./shared-deps.cjs');
const { packageDir, packageJson } = require('./package-dir.cjs');
const { MANIFEST_SOURCE, RemoteManifestPlugin, readRemoteManifests } = require('./remote-manifest.cjs');
const { createPrerenderConfig, prerenderEntry } = require('./prerender.cjs');
const { StartPreloadPlugin } = require('./start-preload-plugin.cjs');
const { PageChunksPlugin } = require('./page-chunks-plugin.cjs');

/**
 * @param {object} o
 * @param {'host'|'remote'} o.kind
 * @param {string} o.name      container name, e.g. 'mfe_auth' (host: 'shell')
 * @param {string} o.dir       the package directory (__dirname of its webpack.config.js)
 * @param {number} o.devPort   port of `webpack serve`
 * @param {Record<string,string>} [o.exposes]
 * @param {string[]} [o.runtimePlugins]
 * @param {object} [o.devServer] extra devServer options
 * @param {string} [o.outputDir] build output (default dist; BUILD_OUT_DIR overrides)
 * @param {string} [o.manifest] a remote's manifest module (default src/exposes/manifest.ts), built into pages-manifest.json
 */
/**
 * The host hands its MF runtime-core to the remotes (whose production builds take it as an external), so the
 * runtime is fetched once. This is what `experiments.provideExternalRuntime` does, except that option adds
 * the plugin's CommonJS build, which pulls in runtime-core's .cjs files next to the .js ones the bundler
 * runtime uses: runtime-core twice (+24 KB gzip). The plugin's ES module build shares the one copy.
 */
function injectRuntimeCorePlugin(req) {
  const enhancedDir = packageDir('@module-federation/enhanced', path.dirname(req.resolve('@module-federation/enhanced')));
  const pluginDir = packageDir('@module-federation/inject-external-runtime-core-plugin', enhancedDir);
  const { exports } = packageJson('@module-federation/inject-external-runtime-core-plugin', enhancedDir);
  return path.join(pluginDir, exports['.'].import.default);
}

/**
 * A relative BUILD_OUT_DIR is relative to where the command was typed: `pnpm --filter mfe-auth build` runs webpack
 * inside mfe-auth/, but npm and pnpm keep the starting folder in INIT_CWD (README "Deploying a remote on its own").
 */
function buildOutDir(dir) {
  return path.resolve(process.env.INIT_CWD || process.cwd(), dir);
}

/**
 * COOP_SHARED_DIR builds against another copy of @coop/shared than the workspace's (the version-skew journeys
 * build a remote with a newer kit and core): every entry of its package.json "exports", as webpack aliases.
 */
function sharedCopyAliases(dir) {
  const { exports } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(exports).map(([key, target]) =>
      key.endsWith('/*') ? [`@coop/shared${key.slice(1, -2)}`, path.join(dir, target.slice(0, -2))] : [`@coop/shared${key.slice(1)}$`, path.join(dir, target)],
    ),
  );
}

module.exports = function createWebpackConfig(o) {
  const req = createRequire(path.join(o.dir, 'package.json'));
  const { ModuleFederationPlugin } = req('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = req('html-webpack-plugin');

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // A remote's production build takes the MF runtime-core from the host (fetched once, not per remote).
    // Its standalone page needs a runtime of its own, so only the dev server serves it; the production
    // build is the container alone (remoteEntry.js, mf-manifest.json and chunks).
    const externalRuntime = o.kind === 'remote' && production;
    // The host's production CSS is a real stylesheet (tokens, chrome, and the UI kit of the @coop/shared it
    // provides), not strings injected by JS. Remotes keep style-loader: their CSS travels with their chunks.
    const MiniCssExtractPlugin = o.kind === 'host' && production ? req('mini-css-extract-plugin') : null;
    const styleLoader = MiniCssExtractPlugin ? MiniCssExtractPlugin.loader : req.resolve('style-loader');
    const cssModuleOptions = { namedExport: false, exportLocalsConvention: 'as-is', localIdentName: production ? `${o.name}_[hash:base64:6]` : `${o.name}_[name]__[local]` };
    const outputDir = process.env.BUILD_OUT_DIR ? buildOutDir(process.env.BUILD_OUT_DIR) : path.join(o.dir, o.outputDir || 'dist');
    const federation =
      o.kind === 'host'
        ? {
            name: o.name,
            remotes: {},
            shareStrategy: 'loaded-first',
            dts: false,
            shared: sharedDeps(o.dir),
            runtimePlugins: [...(o.runtimePlugins || []), injectRuntimeCorePlugin(req)],
            // Browser-only: drops the runtime's Node.js loading paths. (disableSnapshot would save another
            // 1.5 KB gzip but needs remoteEntry.js entries instead of mf-manifest.json: not taken.)
            experiments: { optimization: { target: 'web' } },
          }
        : {
            name: o.name,
            // named by its content in a production build, like every chunk: mf-manifest.json names it, so a device
            // keeps it until a release changes it (the service worker answers it from its cache, no round trip)
            filename: production ? 'remoteEntry.[contenthash:10].js' : 'remoteEntry.js',
            manifest: true,
            exposes: o.exposes,
            shared: sharedDeps(o.dir),
            dts: false,
            runtimePlugins: o.runtimePlugins || [],
            experiments: { optimization: { target: 'web' }, ...(externalRuntime ? { externalRuntime: true } : {}) },
          };

    const browser = {
      name: o.name,
      mode: production ? 'production' : 'development',
      entry: externalRuntime ? {} : path.join(o.dir, 'src', 'index.ts'),
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputDir,
        publicPath: o.kind === 'host' ? '/' : 'auto',
        uniqueName: o.name,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.jsx'],
        ...(process.env.COOP_SHARED_DIR ? { alias: sharedCopyAliases(path.resolve(process.env.COOP_SHARED_DIR)) } : {}),
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: req.resolve('ts-loader'), options: { transpileOnly: true, configFile: path.join(o.dir, 'tsconfig.json') } },
          },
          {
            test: /\.module\.css$/,
            use: [
              styleLoader,
              {
                loader: req.resolve('css-loader'),
                options: { sourceMap: !production, modules: cssModuleOptions },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [styleLoader, { loader: req.resolve('css-loader'), options: { sourceMap: !production } }],
          },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(federation),
        o.kind === 'remote'
          ? new RemoteManifestPlugin({ name: o.name, source: path.resolve(o.dir, o.manifest || MANIFEST_SOURCE) })
          : // the host's default copy of every remote's manifest, for a remote that is down (remotes/defaultManifests.ts)
            new (req('webpack').DefinePlugin)({ __COOP_REMOTE_MANIFESTS__: JSON.stringify(readRemoteManifests(path.dirname(o.dir))) }),
        ...(o.kind === 'remote' && production ? [new PageChunksPlugin()] : []),
        ...(MiniCssExtractPlugin ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' })] : []),
        ...(externalRuntime
          ? []
          : [
              new HtmlWebpackPlugin({
                template: path.join(o.dir, 'public', 'index.html'),
                // A remote's own index.html is only its standalone page; remoteEntry.js must not be injected twice.
                excludeChunks: o.kind === 'remote' ? [o.name] : [],
              }),
              ...(o.kind === 'host' && production ? [new StartPreloadPlugin({ HtmlWebpackPlugin })] : []),
            ]),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        splitChunks: {
          cacheGroups: {
            // `redux-saga` and `redux-saga/effects` are shared separately but both bundle @redux-saga/core's
            // internals (and babel helpers): one chunk for both provides, so those are fetched once.
            reduxSaga: { test: /[\\/]node_modules[\\/](redux-saga|@redux-saga[\\/][^\\/]+|@babel[\\/]runtime)[\\/]/, name: 'redux-saga', chunks: 'all', enforce: true },
          },
        },
      },
      performance: { hints: false },
      devServer: {
        port: o.devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...(o.devServer || {}),
      },
    };
    // a production build of a package with src/prerender.tsx also writes its prerendered pages (prerender.cjs)
    const entry = production && prerenderEntry(o.dir);
    if (!entry) return browser;
    return [browser, createPrerenderConfig(o, { req, entry, production, outputDir, browserConfigName: o.name, cssModuleOptions })];
  };
};
