const createWebpackConfig = require('@coop/shared/mf/webpack-config.cjs');

// COOP_DEMO_EXTRA_PAGE=1 (the e2e proof that a remote adds a page alone, manifests.spec.ts only): ./pages and the
// manifest gain src/demo's extra page and menu item.
const demo = process.env.COOP_DEMO_EXTRA_PAGE === '1';

module.exports = createWebpackConfig({
  kind: 'remote',
  name: 'mfe_wallet',
  dir: __dirname,
  devPort: Number(process.env.PORT) || 3005,
  exposes: {
    './feature': './src/exposes/feature.ts',
    './pages': demo ? './src/demo/pages.tsx' : './src/exposes/pages.tsx',
    './admin': './src/exposes/admin.tsx',
  },
  manifest: demo ? './src/demo/manifest.ts' : './src/exposes/manifest.ts',
  devServer: {
    proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://localhost:4000' }],
  },
});
