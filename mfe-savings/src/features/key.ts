// The remote's feature key: its Module Federation container name (webpack.config.js `name`). The calls' state
// lives under it, so this file imports nothing of the features.
export const FEATURE_KEY = 'mfe_savings';
