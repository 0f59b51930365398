// `./pages`: each page's code loads only when it is first visited, or when the shell loads it ahead
// (lazyWithPreload: then it renders at once; ARCHITECTURE §3). Each chunk is named `page-<Page>`:
// a document that opens the page, or the sign-in page expecting it next, fetches it ahead (shared/mf/page-chunks-plugin.cjs).
import { lazyWithPreload, type RemotePages } from '@coop/shared';

const pages: RemotePages = {
  Wallet: lazyWithPreload(() => import(/* webpackChunkName: "page-Wallet" */ '../pages/WalletPage')),
  Settings: lazyWithPreload(() => import(/* webpackChunkName: "page-Settings" */ '../pages/SettingsPage')),
  AccountStatement: lazyWithPreload(() => import(/* webpackChunkName: "page-AccountStatement" */ '../pages/AccountStatementPage')),
  Transactions: lazyWithPreload(() => import(/* webpackChunkName: "page-Transactions" */ '../pages/TransactionsPage')),
};

export default pages;
