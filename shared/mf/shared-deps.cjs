// The one Module Federation `shared` map every webpack config in the suite uses.
// Versions are read from the installed packages so host and remotes always agree on what they declare.
const path = require('node:path');
const fs = require('node:fs');
const { packageJson } = require('./package-dir.cjs');

function installedVersion(pkg, fromDir) {
  return packageJson(pkg, fromDir).version;
}

function sharedDeps(fromDir) {
  const v = (pkg) => installedVersion(pkg, fromDir);
  const singleton = (pkg, extra = {}) => ({ singleton: true, requiredVersion: `^${v(pkg)}`, ...extra });
  const sharedPkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    redux: singleton('redux'),
    '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
    'react-redux': singleton('react-redux'),
    'redux-saga': singleton('redux-saga'),
    // redux-saga/effects has no package.json of its own: without an explicit version MF cannot match it.
    'redux-saga/effects': singleton('redux-saga', { version: v('redux-saga') }),
    // pnpm's `workspace:*` is not semver, so the version is given explicitly. It also carries React Router
    // (shared/src/navigation/router.ts): react-router is deliberately not shared on its own, which would
    // provide it whole (~60 KB gzip) instead of tree-shaken to the suite's exports.
    '@coop/shared': { singleton: true, version: sharedPkg.version, requiredVersion: `^${sharedPkg.version}` },
  };
}

module.exports = { sharedDeps };
