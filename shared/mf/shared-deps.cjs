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
  // COOP_CORE_VERSION overrides it for one build; a build against a copy of @coop/shared (COOP_SHARED_DIR) takes the copy's.
  const sharedDir = process.env.COOP_SHARED_DIR ? path.resolve(process.env.COOP_SHARED_DIR) : path.join(__dirname, '..');
  const coreVersion = process.env.COOP_CORE_VERSION || JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8')).coreVersion;
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
    // Only the core of @coop/shared is shared (one instance: store injection, session, http, alert, navigation,
    // React Router). pnpm's `workspace:*` is not semver, so its version is given explicitly: "coreVersion" in
    // shared/package.json. Any minor of the same major satisfies a remote (the core only grows within a major).
    // The kit (everything else in @coop/shared) is bundled by each remote at the version it was built with.
    '@coop/shared/core': { singleton: true, version: coreVersion, requiredVersion: `^${coreVersion.split('.')[0]}.0.0` },
  };
}

module.exports = { sharedDeps };
