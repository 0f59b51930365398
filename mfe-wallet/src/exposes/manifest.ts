// What this remote contributes to the shell: its pages, its menu items (their place among the other remotes' by
// `order`) and its console section. Built into pages-manifest.json beside mf-manifest.json
// (shared/mf/remote-manifest.cjs); every `page` is a key of ./pages.
import type { RemoteManifest } from '@coop/shared';

const member = (path: string, page: string, title: string) => ({ path, page, title, chrome: 'app', requiresAuth: true }) as const;

export const manifest = {
  name: 'mfe_wallet',
  title: 'Wallet and account',
  routes: [
    member('/wallet', 'Wallet', 'Wallet'),
    member('/settings', 'Settings', 'Account'),
    member('/account_statement', 'AccountStatement', 'Account statement'),
    member('/transactions', 'Transactions', 'Transactions'),
  ],
  menu: [
    { label: 'Wallet', shortLabel: 'Wallet', path: '/wallet', icon: 'wallet', order: 10, section: ['/account_statement'] },
    { label: 'Transactions', shortLabel: 'Transactions', path: '/transactions', icon: 'transactions', order: 70 },
    { label: 'Account', shortLabel: 'Account', path: '/settings', icon: 'account', order: 80 },
  ],
  consoleSections: [{ path: 'money', title: 'Money', order: 60, routes: [{ path: 'withdrawals/:id', crumb: 'Withdrawal :id' }] }],
} satisfies RemoteManifest;
