// Standalone entry (`pnpm --filter mfe-auth dev`): the shell never loads this file. The five auth routes are open
// as the shell mounts them; this remote's own sign-in logs in, the kit's session saga remembers the user.
import '@coop/shared/styles/tokens.css';
import { startStandalone } from '@coop/shared/standalone';
import feature from './exposes/feature';
import pages from './exposes/pages';
import { SignedInPage } from './standalone/SignedInPage';

const { SignUp, SignIn, ForgotPassword, VerifyEmail, VerifyPassword } = pages;

void startStandalone(feature, {
  name: 'mfe-auth',
  home: '/signed-in',
  ownSignIn: true,
  openPages: [
    { path: '/signup', element: <SignUp /> },
    { path: '/signin', element: <SignIn /> },
    { path: '/forgot-password', element: <ForgotPassword /> },
    { path: '/verify-email/:id', element: <VerifyEmail /> },
    { path: '/verify-password/:id', element: <VerifyPassword /> },
  ],
  pages: [{ path: '/signed-in', element: <SignedInPage />, nav: 'Signed in' }],
});
