// The manifest of a COOP_DEMO_EXTRA_PAGE=1 build (webpack.config.js): the wallet's, with the extra page and its menu
// item (after Account; an icon the shell does not know, so it shows its generic one).
import type { RemoteManifestSource } from '@coop/shared';
import { manifest as wallet } from '../exposes/manifest';

export const manifest = {
  ...wallet,
  routes: [...wallet.routes, { path: '/extra-page', page: 'Extra', title: 'Extra page' }],
  menu: [...wallet.menu, { label: 'Extra page', shortLabel: 'Extra', path: '/extra-page', icon: 'sparkles', order: 90 }],
} satisfies RemoteManifestSource;
