// What this remote contributes to the shell: its pages, its menu items (their place among the other remotes' by
// `order`) and its console section. Built into pages-manifest.json beside mf-manifest.json
// (shared/mf/remote-manifest.cjs); every `page` is a key of ./pages.
import type { RemoteManifest } from '@coop/shared';

const member = (path: string, page: string, title: string) => ({ path, page, title, chrome: 'app', requiresAuth: true }) as const;

export const manifest = {
  name: 'mfe_loans',
  title: 'Loans and business financing',
  routes: [
    member('/loan', 'Loan', 'Loan'),
    member('/loan-group', 'LoanGroup', 'Loan groups'),
    member('/loans', 'Loans', 'My loans'),
    member('/business-fianance', 'BusinessFinance', 'Business financing'),
  ],
  menu: [
    { label: 'Loan', shortLabel: 'Loan', path: '/loan', icon: 'loan', order: 40, section: ['/loan-group', '/loans'] },
    { label: 'Business Financing', shortLabel: 'Business', path: '/business-fianance', icon: 'business', order: 50 },
  ],
  consoleSections: [{ path: 'loans', title: 'Loans', order: 30, routes: [{ path: ':id', crumb: 'Loan :id' }] }],
} satisfies RemoteManifest;
