// `./pages`: each page's code loads only when it is first visited (ARCHITECTURE §3).
import { lazy } from 'react';
import type { RemotePages } from '@coop/shared';

const pages: RemotePages = {
  SignUp: lazy(() => import('../pages/SignUpPage')),
  SignIn: lazy(() => import('../pages/SignInPage')),
  ForgotPassword: lazy(() => import('../pages/ForgotPasswordPage')),
  VerifyEmail: lazy(() => import('../pages/VerifyEmailPage')),
  VerifyPassword: lazy(() => import('../pages/VerifyPasswordPage')),
};

export default pages;
