const path = require('node:path');
const createWebpackConfig = require('@coop/shared/mf/webpack-config.cjs');

module.exports = createWebpackConfig({
  kind: 'host',
  name: 'shell',
  dir: __dirname,
  devPort: 3000,
  runtimePlugins: [path.join(__dirname, 'src', 'remotes', 'fallbackPlugin.ts')],
  devServer: {
    proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://localhost:4000' }],
    static: { directory: path.join(__dirname, 'public'), publicPath: '/' },
  },
});
