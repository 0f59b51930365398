// mfe-auth's pages for the shell (ARCHITECTURE §3): sign-up, sign-in and recovery, outside the chrome and open to all.
import type { RemoteManifestSource } from '@coop/shared';

/** outside the chrome, for people not signed in */
const open = { chrome: 'none', requiresAuth: false } as const;

export const manifest = {
  name: 'mfe_auth',
  title: 'Sign-in and registration',
  routes: [
    { path: '/signup', page: 'SignUp', title: 'Sign up', ...open },
    { path: '/signin', page: 'SignIn', title: 'Sign in', ...open },
    { path: '/forgot-password', page: 'ForgotPassword', title: 'Forgot password', ...open },
    { path: '/verify-email/:id', page: 'VerifyEmail', title: 'Verify e-mail', ...open },
    { path: '/verify-password/:id', page: 'VerifyPassword', title: 'Change password', ...open },
  ],
  menu: [],
} satisfies RemoteManifestSource;
