// The landing page as a phone sees it before the shell's code arrives (shared/mf/prerender.cjs): built into
// dist/prerender/prerender.cjs, rendered with the society's config where the shell's document is served.
import '@coop/shared/styles/tokens.css';
import { renderPages, type PrerenderedPages } from '@coop/shared/prerender';
import type { MfConfig } from '@coop/shared';
import LandingPage from './pages/landing/LandingPage';

function renderShellPages(config: Partial<MfConfig>): PrerenderedPages {
  return renderPages({ '/': { title: config.societyName ?? 'Co-operative Society', element: <LandingPage /> } }, config);
}

export { renderShellPages as renderPages };
