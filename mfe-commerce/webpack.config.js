const createWebpackConfig = require('@coop/shared/mf/webpack-config.cjs');

module.exports = createWebpackConfig({
  kind: 'remote',
  name: 'mfe_commerce',
  dir: __dirname,
  devPort: Number(process.env.PORT) || 3004,
  exposes: {
    './feature': './src/exposes/feature.ts',
    './pages': './src/exposes/pages.tsx',
    './admin': './src/exposes/admin.tsx',
  },
  devServer: {
    proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://localhost:4000' }],
  },
});
