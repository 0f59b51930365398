import { lazy } from 'react';
import type { RemotePages } from '@coop/shared';

const pages: RemotePages = {
  SignIn: lazy(() => import('../pages/SignInPage')),
};

export default pages;
