// mfe-loans' part of the app as the shell builds it (ARCHITECTURE §3): loan and business-finance pages, their two
// menu items, the console's Loans section. Written into pages-manifest.json at build time.
import type { RemoteManifestSource } from '@coop/shared';

export const manifest = {
  name: 'mfe_loans',
  title: 'Loans and business financing',
  routes: [
    { path: '/loan', page: 'Loan', title: 'Loan', membership: true },
    { path: '/loan-group', page: 'LoanGroup', title: 'Loan groups' },
    { path: '/loans', page: 'Loans', title: 'My loans' },
    { path: '/business-fianance', page: 'BusinessFinance', title: 'Business financing' },
  ],
  menu: [
    { label: 'Loan', shortLabel: 'Loan', path: '/loan', icon: 'loan', order: 40, section: ['/loan-group', '/loans'] },
    { label: 'Business Financing', shortLabel: 'Business', path: '/business-fianance', icon: 'business', order: 50 },
  ],
  consoleSections: [{ path: 'loans', title: 'Loans', order: 30, routes: [{ path: ':id', crumb: 'Loan :id' }] }],
} satisfies RemoteManifestSource;
