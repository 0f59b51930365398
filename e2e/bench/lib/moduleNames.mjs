// Names for the sources listed in a chunk's source map: which package (or which of our packages) a
// module belongs to, and a module id that is the same whichever build (shell or remote) bundled it.

export const CORE = '@coop/shared/core';
export const KIT = '@coop/shared kit';

/** `webpack://shell/../node_modules/.pnpm/x@1/node_modules/@scope/pkg/dist/a.js` → `@scope/pkg/dist/a.js` */
export function moduleId(source) {
  let s = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?[0-9a-f]+$/, '');
  const nm = s.lastIndexOf('node_modules/');
  if (nm >= 0) return s.slice(nm + 'node_modules/'.length);
  s = s.replace(/^(\.\.\/)+/, '').replace(/^\.\//, '');
  return s;
}

/** The package a module id belongs to; our own code by workspace folder; webpack's runtime as one group. */
export function packageOf(id, chunkOrigin = '') {
  if (id === '[unmapped]') return '[unmapped: webpack glue]';
  if (id.startsWith('webpack/')) return '[webpack runtime]';
  if (id.startsWith('@')) return id.split('/').slice(0, 2).join('/');
  if (id.startsWith('src/')) return `${chunkOrigin || 'app'} src`;
  // the core is the one instance the shell provides; the kit is bundled by each build (ARCHITECTURE §5)
  if (id.startsWith('shared/src/core/')) return CORE;
  if (id.startsWith('shared/src/')) return KIT;
  const [first] = id.split('/');
  return first;
}

/** Groups we report on: the Module Federation runtime is several packages that always travel together. */
export function groupOf(pkg) {
  if (pkg.startsWith('@module-federation/')) return 'MF runtime';
  if (pkg === 'scheduler' || pkg === 'react-dom') return 'react-dom';
  if (pkg.startsWith('@redux-saga/') || pkg === 'redux-saga') return 'redux-saga';
  if (['immer', 'reselect', 'redux-thunk', '@reduxjs/toolkit'].includes(pkg)) return '@reduxjs/toolkit';
  if (['cookie', 'set-cookie-parser', 'react-router', 'react-router-dom'].includes(pkg)) return 'react-router';
  if (pkg === 'style-loader' || pkg === 'css-loader') return 'style-loader runtime';
  return pkg;
}
