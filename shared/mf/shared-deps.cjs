// The one Module Federation `shared` map every webpack config in the suite uses.
// Versions are read from the installed packages so host and remotes always agree on what they declare.
const path = require('node:path');
const fs = require('node:fs');
const { packageJson } = require('./package-dir.cjs');

function installedVersion(pkg, fromDir) {
  return packageJson(pkg, fromDir).version;
}

// react-router is provided tree-shaken (MF shared tree shaking, `runtime-infer`): only these exports exist in
// the copy the host provides, so every build must list the same ones, and every export the suite imports must
// be here (shared/test/mf/routerExports.test.ts checks both). A remote that needs another export: add it
// here and release the host first (an older host provides a copy without it).
const ROUTER_EXPORTS = [
  'BrowserRouter', 'Link', 'NavLink', 'Navigate', 'Outlet', 'Route', 'RouterProvider', 'Routes', 'ScrollRestoration',
  'createBrowserRouter', 'createMemoryRouter', 'generatePath', 'matchPath', 'useLocation', 'useMatch', 'useNavigate',
  'useParams', 'useSearchParams',
];

function sharedDeps(fromDir) {
  const v = (pkg) => installedVersion(pkg, fromDir);
  const singleton = (pkg, extra = {}) => ({ singleton: true, requiredVersion: `^${v(pkg)}`, ...extra });
  const sharedPkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router', { treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS } }),
    'react-router-dom': singleton('react-router-dom', { treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS } }),
    redux: singleton('redux'),
    '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
    'react-redux': singleton('react-redux'),
    'redux-saga': singleton('redux-saga'),
    // redux-saga/effects has no package.json of its own: without an explicit version MF cannot match it.
    'redux-saga/effects': singleton('redux-saga', { version: v('redux-saga') }),
    // pnpm's `workspace:*` is not semver, so the version is given explicitly.
    '@coop/shared': { singleton: true, version: sharedPkg.version, requiredVersion: `^${sharedPkg.version}` },
  };
}

module.exports = { sharedDeps, ROUTER_EXPORTS };
