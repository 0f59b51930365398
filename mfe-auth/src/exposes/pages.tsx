// `./pages`: each page's code loads only when it is first visited (ARCHITECTURE §3). Each chunk is named `page-<Page>`:
// a prerendered page's document preloads it (shared/mf/page-chunks-plugin.cjs).
import { lazy } from 'react';
import type { RemotePages } from '@coop/shared';

const pages: RemotePages = {
  SignUp: lazy(() => import(/* webpackChunkName: "page-SignUp" */ '../pages/SignUpPage')),
  SignIn: lazy(() => import(/* webpackChunkName: "page-SignIn" */ '../pages/SignInPage')),
  ForgotPassword: lazy(() => import(/* webpackChunkName: "page-ForgotPassword" */ '../pages/ForgotPasswordPage')),
  VerifyEmail: lazy(() => import(/* webpackChunkName: "page-VerifyEmail" */ '../pages/VerifyEmailPage')),
  VerifyPassword: lazy(() => import(/* webpackChunkName: "page-VerifyPassword" */ '../pages/VerifyPasswordPage')),
};

export default pages;
