// What this remote contributes to the shell: its pages, its menu items (their place among the other remotes' by
// `order`) and its console section. Built into pages-manifest.json beside mf-manifest.json
// (shared/mf/remote-manifest.cjs); every `page` is a key of ./pages.
import type { RemoteManifest } from '@coop/shared';

const member = (path: string, page: string, title: string) => ({ path, page, title, chrome: 'app', requiresAuth: true }) as const;

export const manifest = {
  name: 'mfe_savings',
  title: 'Savings and shareholdings',
  routes: [
    member('/savings', 'Savings', 'Savings'),
    member('/savings-tab/regular', 'SavingsTabRegular', 'Regular savings'),
    member('/savings-tab/target', 'SavingsTabTarget', 'Target savings'),
    member('/savings-tab/savetoloan', 'SavingsTabSaveToLoan', 'Save to loan'),
    member('/regular', 'Regular', 'Regular savings plan'),
    member('/target', 'Target', 'Target savings plans'),
    member('/savetoloan', 'SaveToLoan', 'Save to loan plan'),
    member('/shareholdings', 'Shareholdings', 'Shareholdings'),
  ],
  menu: [
    {
      label: 'Save',
      shortLabel: 'Save',
      path: '/savings-tab/regular',
      icon: 'save',
      order: 20,
      section: ['/savings', '/savings-tab/target', '/savings-tab/savetoloan', '/regular', '/target', '/savetoloan'],
    },
    { label: 'Shareholdings', shortLabel: 'Shares', path: '/shareholdings', icon: 'shares', order: 30 },
  ],
  consoleSections: [{ path: 'savings', title: 'Savings', order: 20, routes: [{ path: 'dividends/:id', crumb: 'Dividend :id' }] }],
} satisfies RemoteManifest;
