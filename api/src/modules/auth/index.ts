// Accounts and sign-in (spec §1–§3): registration, verification, sign-in, password reset and change, sessions. Its
// routes declare their own scopes (most are open). It also forgets password attempts that no longer matter.
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.
export { accountContext } from './context';
export { createAdminAccount } from './createAdmin';
export { checkMemberPassword } from './passwordAttempts';
export { mailPasswordReset } from './passwordReset';
export { sessionFlags } from './sessionFlags';
export { revokeUserTokens } from './sessions';
export { displayName, findUserByEmail, findUserById, insertUser } from './users';
export { resendVerification } from './verification';
