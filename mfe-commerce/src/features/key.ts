// The remote's feature key: its Module Federation container name (webpack.config.js `name`). Areas' selectors
// read their state under it, so this file imports nothing of theirs.
export const FEATURE_KEY = 'mfe_commerce';
