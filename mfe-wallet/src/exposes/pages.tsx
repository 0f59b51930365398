// `./pages`: each page's code loads only when it is first visited (ARCHITECTURE §3).
import { lazy } from 'react';
import type { RemotePages } from '@coop/shared';

const pages: RemotePages = {
  Wallet: lazy(() => import('../pages/WalletPage')),
  Settings: lazy(() => import('../pages/SettingsPage')),
  AccountStatement: lazy(() => import('../pages/AccountStatementPage')),
  Transactions: lazy(() => import('../pages/TransactionsPage')),
};

export default pages;
