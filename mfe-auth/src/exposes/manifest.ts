// What this remote contributes to the shell: its pages' paths, titles and who may open them. Built into
// pages-manifest.json beside mf-manifest.json (shared/mf/remote-manifest.cjs); every `page` is a key of ./pages.
import type { RemoteManifest } from '@coop/shared';

const auth = (path: string, page: string, title: string) => ({ path, page, title, chrome: 'none', requiresAuth: false }) as const;

export const manifest = {
  name: 'mfe_auth',
  title: 'Sign-in and registration',
  routes: [
    auth('/signup', 'SignUp', 'Sign up'),
    auth('/signin', 'SignIn', 'Sign in'),
    auth('/forgot-password', 'ForgotPassword', 'Forgot password'),
    auth('/verify-email/:id', 'VerifyEmail', 'Verify e-mail'),
    auth('/verify-password/:id', 'VerifyPassword', 'Change password'),
  ],
  menu: [],
} satisfies RemoteManifest;
