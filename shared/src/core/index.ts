// @coop/shared/core: the part of @coop/shared that must be one instance on the page (ARCHITECTURE §5). The shell
// provides it as a Module Federation singleton; every remote uses the shell's copy at run time.
//
// Compatibility rule (held by test/core/coreContract.test.ts against core-surface.json): within a major version
// the core only grows. An export, an action type, a storage key, a state key or a field of an exported type is
// never removed or renamed, and never changes meaning; anything new bumps the minor (package.json "coreVersion").
// After changing the core run `npx pnpm@9.15.9 --filter @coop/shared run core-surface:update` (records the
// surface, bumps the minor when it grew, refuses a breaking change within the major).
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
