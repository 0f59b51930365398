// The remote's feature key: its Module Federation container name (webpack.config.js `name`). The shell's
// session slice owns `auth`; areas' selectors read their state under this key, so it imports nothing of theirs.
export const FEATURE_KEY = 'mfe_auth';
