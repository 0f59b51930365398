import { lazyWithPreload, type Preloadable } from '@coop/shared';
import type { ShellPage } from '../routes/routeTable';

// Each shell page is its own chunk: a member never downloads the admin dashboard. Loaded ahead at start (the page
// opened), each then renders without a spinner.
export const SHELL_PAGES: Record<ShellPage, Preloadable<object>> = {
  Landing: lazyWithPreload(() => import('../pages/landing/LandingPage')),
  NotFound: lazyWithPreload(() => import('../pages/notFound/NotFoundPage')),
  AdminDashboard: lazyWithPreload(() => import('../pages/admin/console/ConsolePage')),
};
