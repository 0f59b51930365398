// Standalone entry (`pnpm --filter mfe-wallet dev`): the shell never loads this file.
import '@coop/shared/styles/tokens.css';
import { startStandalone } from '@coop/shared/standalone';
import admin from './exposes/admin';
import feature from './exposes/feature';
import pages from './exposes/pages';

const { Wallet, Settings, AccountStatement, Transactions } = pages;

void startStandalone(feature, {
  name: 'mfe-wallet',
  home: '/wallet',
  pages: [
    { path: '/wallet', element: <Wallet />, nav: 'Wallet' },
    { path: '/transactions', element: <Transactions />, nav: 'Transactions' },
    { path: '/account_statement', element: <AccountStatement />, nav: 'Account statement' },
    { path: '/settings', element: <Settings />, nav: 'Account' },
  ],
  adminPanels: admin.panels,
});
