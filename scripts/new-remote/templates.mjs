// Every file `npm run new-remote` writes, in one place: a remote with the rooms all five remotes share (shared/README.md
// "Adding a remote"), one page contributed through its manifest, and its tests. `n` is names(name, port, toRoot).

/** The names one remote name gives: `rates` → mfe-rates, mfe_rates, Rates, /rates, RatesPage, ratesApi. */
export function names(name, port, toRoot) {
  const Title = name[0].toUpperCase() + name.slice(1);
  return { name, port, toRoot, dir: `mfe-${name}`, container: `mfe_${name}`, Title, path: `/${name}`, Page: `${Title}Page`, api: `${name}Api` };
}

const CATALOG = (list) => Object.fromEntries(list.map((dep) => [dep, dep.startsWith('@coop/') ? 'workspace:^' : 'catalog:']));

const packageJson = (n) =>
  JSON.stringify(
    {
      name: n.dir,
      version: '1.0.0',
      private: true,
      scripts: { build: 'webpack --mode production', dev: 'webpack serve --mode development', typecheck: 'tsc -p tsconfig.json', test: 'jest' },
      dependencies: CATALOG(['@coop/shared', '@reduxjs/toolkit', 'react', 'react-dom', 'react-redux', 'react-router', 'react-router-dom', 'redux', 'redux-saga']),
      devDependencies: CATALOG([
        '@coop/api', '@module-federation/enhanced', '@testing-library/jest-dom', '@testing-library/react', '@testing-library/user-event', '@types/jest',
        '@types/node', '@types/react', '@types/react-dom', 'css-loader', 'html-webpack-plugin', 'identity-obj-proxy', 'jest', 'jest-environment-jsdom',
        'style-loader', 'ts-jest', 'ts-loader', 'typescript', 'webpack', 'webpack-cli', 'webpack-dev-server',
      ]),
    },
    null,
    2,
  ) + '\n';

const tsconfig = (n) =>
  JSON.stringify(
    {
      extends: `${n.toRoot}/tsconfig.base.json`,
      compilerOptions: { types: ['jest', 'node', '@testing-library/jest-dom'] },
      include: ['src', 'test', `${n.toRoot}/shared/src/types`],
    },
    null,
    2,
  ) + '\n';

const webpackConfig = (n) => `// Built by the suite's one webpack config (shared/mf); only the container name, port and exposes are this remote's.
const createWebpackConfig = require('@coop/shared/mf/webpack-config.cjs');

module.exports = createWebpackConfig({
  kind: 'remote',
  name: '${n.container}',
  dir: __dirname,
  devPort: Number(process.env.PORT) || ${n.port},
  exposes: {
    './feature': './src/exposes/feature.ts',
    './pages': './src/exposes/pages.tsx',
  },
  devServer: {
    proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://localhost:4000' }],
  },
});
`;

const indexHtml = (n) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <!-- The standalone page serves nested routes: scripts resolve from the root. -->
    <base href="/" />
    <title>Co-operative Society · ${n.Title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const mfConfig = () => JSON.stringify({ apiBaseUrl: '/api/', societyName: 'Finnacrest Co-operative Society', remotes: [] }, null, 2) + '\n';

const bootstrap = (n) => `// Standalone entry (\`npx pnpm@9.15.9 --filter ${n.dir} dev\`): the manifest's pages behind the kit's sign-in. The
// shell never loads this file.
import '@coop/shared/styles/tokens.css';
import { startStandalone } from '@coop/shared/standalone';
import feature from './exposes/feature';
import { manifest } from './exposes/manifest';
import pages from './exposes/pages';

void startStandalone(feature, {
  name: '${n.dir}',
  home: manifest.routes[0].path,
  pages: manifest.routes.map(({ path, page }) => {
    const Page = pages[page];
    return { path, element: <Page />, nav: manifest.menu.find((item) => item.path === path)?.label };
  }),
});
`;

const index = () => `// Async boundary for the standalone page; the shell never loads this entry.
import('./bootstrap');
`;

const feature = () => `// \`./feature\`: the shell injects it before rendering any page of the remote.
import type { RemoteFeature } from '@coop/shared';
import { FEATURE_KEY, featureReducer } from '../features/reducer';
import { featureSaga } from '../features/saga';

const feature: RemoteFeature = { key: FEATURE_KEY, reducer: featureReducer, saga: featureSaga };

export default feature;
`;

const pages = (n) => `// \`./pages\`: the pages the manifest routes to, by name; each one's code loads when it is first visited, or when
// the shell loads it ahead (lazyWithPreload: then it renders at once). Each chunk is named \`page-<Page>\`: a document
// that opens the page preloads it (shared/mf/page-chunks-plugin.cjs).
import { lazyWithPreload, type RemotePages } from '@coop/shared';

const pages: RemotePages = {
  ${n.Title}: lazyWithPreload(() => import(/* webpackChunkName: "page-${n.Title}" */ '../pages/${n.Page}')),
};

export default pages;
`;

const manifest = (n) => `// What this remote contributes to the shell: its pages and menu items (their place among the other remotes' by
// \`order\`). Built into pages-manifest.json beside mf-manifest.json (shared/mf/remote-manifest.cjs); every \`page\` is
// a key of ./pages. A new page or menu item is a change here, released with this remote alone.
import type { RemoteManifestSource } from '@coop/shared';

export const manifest = {
  name: '${n.container}',
  title: '${n.Title}',
  routes: [{ path: '${n.path}', page: '${n.Title}', title: '${n.Title}' }],
  menu: [{ label: '${n.Title}', shortLabel: '${n.Title}', path: '${n.path}', icon: 'box', order: 100 }],
} satisfies RemoteManifestSource;
`;

const manifestTest = () => `import { describeRemoteManifest } from '@coop/shared/testing';
import { manifest } from './manifest';
import pages from './pages';

describeRemoteManifest(manifest, pages);
`;

const key = (n) => `// The remote's feature key: its Module Federation container name (webpack.config.js \`name\`).
export const FEATURE_KEY = '${n.container}';
`;

const calls = () => `// The remote's one calls saga (the kit's createCalls): every change its screens ask for, and the version its reads
// are keyed by, so what is on show is read again after a change.
import { createCalls } from '@coop/shared';
import { FEATURE_KEY } from './key';

export const calls = createCalls(FEATURE_KEY);
`;

const reducer = () => `// The root reducer of the remote's feature, under its key: only the calls' state (replies are read with useLoad).
import { combineReducers } from '@reduxjs/toolkit';
import { calls } from './calls';

export { FEATURE_KEY } from './key';

export const featureReducer = combineReducers({ calls: calls.reducer });
`;

const saga = () => `// The root saga of the remote's feature: the calls saga.
import { calls } from './calls';

export function* featureSaga() {
  yield* calls.saga();
}
`;

const api = (n) => `// The ${n.Title} screens' API client, at the spec's paths: loaders for useLoad, and path and body builders for calls.
import { http } from '@coop/shared';
import type { WalletBalanceReply } from '@coop/api/contract';

export const ${n.api} = {
  walletBalance: (signal?: AbortSignal) => http.get<WalletBalanceReply>('show_wallet_balance', { signal }),
};
`;

const component = (n) => `// The member's wallet balance, read again after any change this remote makes.
import { formatNaira, LoadState, Stat, useLoad } from '@coop/shared';
import { calls } from '../features/calls';
import { ${n.api} } from '../features/${n.name}/api';

export function WalletBalance() {
  const version = calls.useVersion();
  const balance = useLoad((signal) => ${n.api}.walletBalance(signal), \`wallet-balance-\${version}\`);
  return (
    <LoadState
      loading={balance.status === 'loading'}
      error={balance.status === 'error' ? balance.message : null}
      empty={false}
      loadingLabel="Loading your wallet balance…"
      emptyTitle=""
      onRetry={balance.retry}
      hasData={balance.data !== undefined}
    >
      <Stat label="Wallet balance" value={formatNaira(balance.data?.balance)} tone="primary" />
    </LoadState>
  );
}
`;

const page = (n) => `// ${n.path}: the page this remote contributes through its manifest.
import { Page } from '@coop/shared';
import { WalletBalance } from '../components/WalletBalance';

export default function ${n.Page}() {
  return (
    <Page title="${n.Title}">
      <WalletBalance />
    </Page>
  );
}
`;

const renderPageSupport = () => `import { pageRendererFor } from '@coop/shared/testing';
import feature from '../../src/exposes/feature';

/** Renders one of this remote's pages the way the shell does, with this remote's feature injected. */
export const renderPage = pageRendererFor(feature);
`;

const exposesTest = (n) => `// The remote's contract with the shell: its feature's key, lazy pages, and the page its manifest puts in the menu.
import type { LazyExoticComponent } from 'react';
import { join } from 'node:path';
import { containerName } from '@coop/shared/testing';
import feature from '../src/exposes/feature';
import { manifest } from '../src/exposes/manifest';
import pages from '../src/exposes/pages';

const isLazy = (component: unknown) => (component as LazyExoticComponent<never>).$$typeof === Symbol.for('react.lazy');

describe('the remote contract', () => {
  it('keys the feature and the manifest by the container name in webpack.config.js', () => {
    expect(feature.key).toBe(containerName(join(__dirname, '..')));
    expect(manifest.name).toBe(feature.key);
    expect(typeof feature.saga).toBe('function');
  });

  it('loads each page lazily', () => {
    for (const page of Object.values(pages)) expect(isLazy(page)).toBe(true);
  });

  it('routes ${n.path} to its page and puts it in the menu', () => {
    expect(manifest.routes.map((route) => [route.path, route.page])).toEqual([['${n.path}', '${n.Title}']]);
    expect(manifest.menu.map((item) => item.path)).toEqual(['${n.path}']);
  });
});
`;

const pageTest = (n) => `// ${n.path}: the wallet balance, its loading state, and Retry after a failed read.
import { screen } from '@testing-library/react';
import { deferredReply, mockApi } from '@coop/shared/testing';
import ${n.Page} from '../../src/pages/${n.Page}';
import { renderPage } from '../support/renderPage';

describe('${n.Page}', () => {
  it('shows the wallet balance once it is read', async () => {
    const reply = deferredReply();
    mockApi({ 'GET show_wallet_balance': () => reply.promise });
    renderPage(<${n.Page} />, { path: '${n.path}' });
    expect(screen.getByRole('heading', { name: '${n.Title}' })).toBeInTheDocument();
    expect(await screen.findByText('Loading your wallet balance…')).toBeInTheDocument();
    reply.release({ body: { success: true, balance: '1500.00' } });
    expect(await screen.findByText('₦1,500.00')).toBeInTheDocument();
  });

  it('offers Retry when the read fails, and reads again', async () => {
    const api = mockApi({ 'GET show_wallet_balance': { status: 500, body: { success: false, message: 'The service is unavailable' } } });
    const { user } = renderPage(<${n.Page} />, { path: '${n.path}' });
    expect(await screen.findByText('The service is unavailable')).toBeInTheDocument();
    api.on('GET show_wallet_balance', { body: { success: true, balance: '20.00' } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('₦20.00')).toBeInTheDocument();
    expect(api.callsTo('GET', 'show_wallet_balance')).toHaveLength(2);
  });
});
`;

const readme = (n) => `# ${n.dir}

Remote \`${n.container}\` (port ${n.port}), written by \`npm run new-remote -- ${n.name} ${n.port}\`. It contributes
${n.path}, which shows the member's wallet balance: replace it with what this remote is for.

## Rooms

Every remote is laid out the same way; only what is genuinely different differs.

- \`src/exposes/\`: what the shell loads. \`feature.ts\` (\`{ key, reducer, saga }\`, injected into the shell's store
  under the container name), \`pages.tsx\` (each page \`lazyWithPreload\` in a chunk \`page-<Name>\`, by the name the manifest gives it) and
  \`manifest.ts\` (the paths, titles and menu items this remote contributes, shipped as \`pages-manifest.json\`: a new
  page is a line here and a page in \`src/pages/\`, released with this remote alone; \`manifest.test.ts\` checks it
  against \`./pages\`). A remote with console sections adds \`admin.tsx\` (\`./admin\` in \`webpack.config.js\`),
  \`consoleSections\` in the manifest, and their code in \`src/admin/\`.
- \`src/features/\`: \`key.ts\` (the container name), \`calls.ts\` (the one \`createCalls\`: every change a member asks for,
  \`calls.useCall(id).run({ method, path, body, money, successMessage })\`, and the \`version\` reads are keyed by),
  \`reducer.ts\` and \`saga.ts\` (the calls' state and saga, nothing else), and one folder per area with its API client
  \`api.ts\` (the spec's paths; loaders for \`useLoad\`, path and body builders for calls).
- \`src/pages/\`: one component per route of the manifest; \`src/components/\`: what the pages are made of. Reads are
  \`useLoad(loader, key)\` in the component that shows them, the key ending in \`calls.useVersion()\`.
- \`test/\`: jest and testing-library (\`@coop/shared/testing\`: \`renderPage\` as the shell mounts a page, \`mockApi\`);
  \`exposes.test.tsx\` holds the contract with the shell, \`pages/\` a test per page.
- \`src/bootstrap.tsx\` and \`src/index.ts\`: the standalone page (the manifest's pages behind the kit's sign-in), for
  \`npx pnpm@9.15.9 --filter ${n.dir} dev\` on http://localhost:${n.port} (the API on port 4000).
- \`public/\`: the standalone page's \`index.html\` and \`mf-config.json\`. \`webpack.config.js\`, \`jest.config.cjs\` and
  \`tsconfig.json\` are the suite's shared ones with this remote's name and port.
`;

export function remoteFiles(n) {
  return {
    'package.json': packageJson(n),
    'tsconfig.json': tsconfig(n),
    'jest.config.cjs': "module.exports = require('@coop/shared/jest/preset.cjs')(__dirname);\n",
    'webpack.config.js': webpackConfig(n),
    'README.md': readme(n),
    'public/index.html': indexHtml(n),
    'public/mf-config.json': mfConfig(n),
    'src/index.ts': index(n),
    'src/bootstrap.tsx': bootstrap(n),
    'src/exposes/feature.ts': feature(n),
    'src/exposes/pages.tsx': pages(n),
    'src/exposes/manifest.ts': manifest(n),
    'src/exposes/manifest.test.ts': manifestTest(n),
    'src/features/key.ts': key(n),
    'src/features/calls.ts': calls(n),
    'src/features/reducer.ts': reducer(n),
    'src/features/saga.ts': saga(n),
    [`src/features/${n.name}/api.ts`]: api(n),
    'src/components/WalletBalance.tsx': component(n),
    [`src/pages/${n.Page}.tsx`]: page(n),
    'test/support/renderPage.ts': renderPageSupport(n),
    'test/exposes.test.tsx': exposesTest(n),
    [`test/pages/${n.Page}.test.tsx`]: pageTest(n),
  };
}
