// @coop/shared/core: the part of @coop/shared that must be one instance on the page (ARCHITECTURE §5). The shell
// provides it as a Module Federation singleton; every remote uses the shell's copy at run time.
//
// Compatibility rule (shared/README.md, held by test/core/coreContract.test.ts): within a major version the core
// only grows. An export, an action type, a storage key or a field of a function's options is never removed or
// renamed, and never changes meaning; a new one bumps the minor (CORE_VERSION in package.json "coreVersion").
// A remote built against a newer minor must not depend on what the shell's older core lacks at run time.
export * from './contract/remote';
export * from './config/runtimeConfig';
export * from './storage/session';
export * from './storage/signoutReason';
export * from './navigation/navigate';
export * from './navigation/router';
export * from './http/errors';
export * from './http/http';
export * from './alert/alertSlice';
export * from './auth/authActions';
export { authReducer, initialAuthState } from './auth/authReducer';
export * from './store/createInjectableStore';
