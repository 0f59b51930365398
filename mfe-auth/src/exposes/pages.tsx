// `./pages`: each page's code loads only when it is first visited, or when the shell loads it ahead
// (lazyWithPreload: then it renders at once; ARCHITECTURE §3). Each chunk is named `page-<Page>`:
// a prerendered page's document preloads it (shared/mf/page-chunks-plugin.cjs).
import { lazyWithPreload, type RemotePages } from '@coop/shared';

const pages: RemotePages = {
  SignUp: lazyWithPreload(() => import(/* webpackChunkName: "page-SignUp" */ '../pages/SignUpPage')),
  SignIn: lazyWithPreload(() => import(/* webpackChunkName: "page-SignIn" */ '../pages/SignInPage')),
  ForgotPassword: lazyWithPreload(() => import(/* webpackChunkName: "page-ForgotPassword" */ '../pages/ForgotPasswordPage')),
  VerifyEmail: lazyWithPreload(() => import(/* webpackChunkName: "page-VerifyEmail" */ '../pages/VerifyEmailPage')),
  VerifyPassword: lazyWithPreload(() => import(/* webpackChunkName: "page-VerifyPassword" */ '../pages/VerifyPasswordPage')),
};

export default pages;
