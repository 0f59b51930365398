// mfe-wallet's part of the app as the shell builds it (ARCHITECTURE §3): wallet, account, statement and
// transactions, their menu items, the console's Money section. Written into pages-manifest.json at build time.
import type { RemoteManifestSource } from '@coop/shared';

export const manifest = {
  name: 'mfe_wallet',
  title: 'Wallet and account',
  routes: [
    { path: '/wallet', page: 'Wallet', title: 'Wallet', membership: true },
    { path: '/settings', page: 'Settings', title: 'Account' },
    { path: '/account_statement', page: 'AccountStatement', title: 'Account statement' },
    { path: '/transactions', page: 'Transactions', title: 'Transactions', membership: true },
  ],
  menu: [
    { label: 'Wallet', shortLabel: 'Wallet', path: '/wallet', icon: 'wallet', order: 10, section: ['/account_statement'] },
    { label: 'Transactions', shortLabel: 'Transactions', path: '/transactions', icon: 'transactions', order: 70 },
    { label: 'Account', shortLabel: 'Account', path: '/settings', icon: 'account', order: 80 },
  ],
  consoleSections: [{ path: 'money', title: 'Money', order: 60, routes: [{ path: 'withdrawals/:id', crumb: 'Withdrawal :id' }] }],
} satisfies RemoteManifestSource;
