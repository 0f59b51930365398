const path = require('node:path');
const { createRequire } = require('node:module');
const createWebpackConfig = require('@coop/shared/mf/webpack-config.cjs');
const { withServiceWorker } = require('./src/serviceWorker/build.cjs');

const shellConfig = createWebpackConfig({
  kind: 'host',
  name: 'shell',
  dir: __dirname,
  devPort: 3000,
  runtimePlugins: [path.join(__dirname, 'src', 'remotes', 'fallbackPlugin.ts'), path.join(__dirname, 'src', 'remotes', 'inlineManifestPlugin.ts')],
  devServer: {
    proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://localhost:4000' }],
    static: { directory: path.join(__dirname, 'public'), publicPath: '/' },
  },
});

// A production build adds the service worker (/sw.js) and the installable app's files (src/serviceWorker/build.cjs).
module.exports = (env, argv) => {
  const config = shellConfig(env, argv);
  if (argv.mode === 'development') return config;
  return withServiceWorker([config].flat(), { dir: __dirname, req: createRequire(path.join(__dirname, 'package.json')) });
};
