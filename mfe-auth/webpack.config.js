const createWebpackConfig = require('@coop/shared/mf/webpack-config.cjs');

module.exports = createWebpackConfig({
  kind: 'remote',
  name: 'mfe_auth',
  dir: __dirname,
  devPort: 3001,
  exposes: {
    './feature': './src/exposes/feature.ts',
    './pages': './src/exposes/pages.tsx',
  },
  devServer: {
    proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://localhost:4000' }],
  },
});
