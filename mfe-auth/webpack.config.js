const webpack = require('webpack');
const createWebpackConfig = require('@coop/shared/mf/webpack-config.cjs');

const base = createWebpackConfig({
  kind: 'remote',
  name: 'mfe_auth',
  dir: __dirname,
  devPort: Number(process.env.PORT) || 3001,
  exposes: {
    './feature': './src/exposes/feature.ts',
    './pages': './src/exposes/pages.tsx',
  },
  devServer: {
    proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://localhost:4000' }],
  },
});

// MFE_RELEASE_LABEL is baked in at build time and shown under the welcome banner, so a deployment of
// this remote on its own can be seen to have happened. Empty by default: nothing is shown.
// (A production build is two compilations, the browser's and the prerender's: both get it.)
module.exports = (env, argv) => {
  const configs = base(env, argv);
  for (const config of [configs].flat()) {
    config.plugins.push(
      new webpack.DefinePlugin({ 'process.env.MFE_RELEASE_LABEL': JSON.stringify(process.env.MFE_RELEASE_LABEL || '') }),
    );
  }
  return configs;
};
