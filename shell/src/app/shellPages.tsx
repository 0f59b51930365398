import { lazy } from 'react';
import type { ShellPage } from '../routes/routeTable';
import type { ComponentType } from 'react';

// Each shell page is its own chunk: a member never downloads the admin dashboard.
export const SHELL_PAGES: Record<ShellPage, ComponentType> = {
  Landing: lazy(() => import('../pages/landing/LandingPage')),
  NotFound: lazy(() => import('../pages/notFound/NotFoundPage')),
  AdminDashboard: lazy(() => import('../pages/admin/console/ConsolePage')),
};
