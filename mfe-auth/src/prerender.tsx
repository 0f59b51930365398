// The pages a phone sees before this remote's code arrives (shared/mf/prerender.cjs): built into
// dist/prerender/prerender.cjs, rendered with the society's config where the shell's document is served.
// the shell's global styles (the copy shows before the shell's own stylesheet has loaded)
import '@coop/shared/styles/tokens.css';
import { renderPages, type PrerenderedPages } from '@coop/shared/prerender';
import type { MfConfig } from '@coop/shared';
import SignInPage from './pages/SignInPage';
import SignUpPage from './pages/SignUpPage';
import ForgotPasswordPage from './pages/ForgotPasswordPage';

function renderPagesFor(config: Partial<MfConfig>): PrerenderedPages {
  return renderPages(
    {
      '/signin': { title: 'Sign in', element: <SignInPage /> },
      '/signup': { title: 'Sign up', element: <SignUpPage /> },
      '/forgot-password': { title: 'Forgot password', element: <ForgotPasswordPage /> },
    },
    config,
  );
}

export { renderPagesFor as renderPages };
