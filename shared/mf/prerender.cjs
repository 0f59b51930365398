// The prerendered pages of a package (its src/prerender.tsx): a second, Node-target compilation of that module, run
// after the browser build, written to <dist>/prerender/prerender.cjs. Its renderPages(config) answers
// { css, pages: { "<route>": { title, html } } } for the society's runtime config (mf-config.json): the server that
// hands out the shell's document puts a page's HTML in it ahead of the app's code (scripts/lib/prerender/compose.mjs),
// so a phone paints the form or the headline before any JS has arrived; the live page replaces it once its code has
// run (shell/src/prerender/takeOver.ts). The CSS is that of every module the prerender imports, in import order,
// gathered by prerender-css-loader.cjs. The build renders once with a sample config, so a page that cannot render in
// Node fails the build instead of the server.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const PRERENDER_SOURCE = 'src/prerender.tsx';
const PRERENDER_CSS_LOADER = path.join(__dirname, 'prerender-css-loader.cjs');

/** a package prerenders when it has src/prerender.tsx */
function prerenderEntry(dir) {
  const entry = path.join(dir, PRERENDER_SOURCE);
  return fs.existsSync(entry) ? entry : null;
}

const SAMPLE_CONFIG = { apiBaseUrl: '/api/', societyName: 'Sample Co-operative Society', remotes: [] };

class PrerenderPlugin {
  /** @param {{ outputDir: string }} o */
  constructor(o) {
    this.o = o;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrerenderPlugin', (compilation) => {
      if (compilation.errors.length) return;
      const bundle = path.join(compiler.options.output.path, compiler.options.output.filename);
      delete require.cache[bundle];
      const { pages } = require(bundle).renderPages(SAMPLE_CONFIG);
      if (!Object.keys(pages).length) compilation.errors.push(new Error(`${PRERENDER_SOURCE} rendered no page`));
      const target = path.join(this.o.outputDir, 'prerender');
      fs.mkdirSync(target, { recursive: true });
      fs.copyFileSync(bundle, path.join(target, 'prerender.cjs'));
    });
  }
}

/**
 * The Node compilation: the same TypeScript and CSS-module rules as the browser build (so the class names match),
 * everything bundled, written to a temporary folder, rendered after the browser build (which cleans the output).
 */
function createPrerenderConfig(o, { req, entry, production, outputDir, browserConfigName, cssModuleOptions }) {
  const bundleDir = fs.mkdtempSync(path.join(os.tmpdir(), `coop-prerender-${o.name}-`));
  const cssLoader = (modules) => [PRERENDER_CSS_LOADER, { loader: req.resolve('css-loader'), options: { sourceMap: false, ...(modules ? { modules } : {}) } }];
  return {
    name: `${o.name}-prerender`,
    dependencies: [browserConfigName],
    mode: production ? 'production' : 'development',
    target: 'node',
    entry,
    devtool: false,
    output: { path: bundleDir, filename: 'prerender.cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.jsx'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: req.resolve('ts-loader'), options: { transpileOnly: true, configFile: path.join(o.dir, 'tsconfig.json') } },
        },
        { test: /\.module\.css$/, use: cssLoader(cssModuleOptions) },
        { test: /\.css$/, exclude: /\.module\.css$/, use: cssLoader(null) },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset/inline' },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new (req('webpack').DefinePlugin)({ 'process.env.COOP_PRERENDER': JSON.stringify('true') }),
      new PrerenderPlugin({ outputDir }),
    ],
  };
}

module.exports = { createPrerenderConfig, prerenderEntry };
