// `./pages` of a COOP_DEMO_EXTRA_PAGE=1 build (webpack.config.js): the wallet's pages and the extra one.
import { lazy } from 'react';
import type { RemotePages } from '@coop/shared';
import walletPages from '../exposes/pages';

const pages: RemotePages = { ...walletPages, Extra: lazy(() => import('./ExtraPage')) };

export default pages;
