// mfe-savings' part of the app as the shell builds it (ARCHITECTURE §3): the savings tabs and plans, shareholdings,
// the Save and Shareholdings menu items, the console's Savings section. Written into pages-manifest.json at build time.
import type { RemoteManifestSource } from '@coop/shared';

export const manifest = {
  name: 'mfe_savings',
  title: 'Savings and shareholdings',
  routes: [
    { path: '/savings', page: 'Savings', title: 'Savings', membership: true },
    { path: '/savings-tab/regular', page: 'SavingsTabRegular', title: 'Regular savings' },
    { path: '/savings-tab/target', page: 'SavingsTabTarget', title: 'Target savings' },
    { path: '/savings-tab/savetoloan', page: 'SavingsTabSaveToLoan', title: 'Save to loan' },
    { path: '/regular', page: 'Regular', title: 'Regular savings plan' },
    { path: '/target', page: 'Target', title: 'Target savings plans' },
    { path: '/savetoloan', page: 'SaveToLoan', title: 'Save to loan plan' },
    { path: '/shareholdings', page: 'Shareholdings', title: 'Shareholdings', membership: true },
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
} satisfies RemoteManifestSource;
