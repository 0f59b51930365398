// Standalone entry (`pnpm --filter mfe-loans dev`): the shell never loads this file.
import '@coop/shared/styles/tokens.css';
import { startStandalone } from '@coop/shared/standalone';
import admin from './exposes/admin';
import feature from './exposes/feature';
import pages from './exposes/pages';

const { Loan, LoanGroup, Loans, BusinessFinance } = pages;

void startStandalone(feature, {
  name: 'mfe-loans',
  home: '/loan',
  pages: [
    { path: '/loan', element: <Loan />, nav: 'Loan' },
    { path: '/loan-group', element: <LoanGroup /> },
    { path: '/loans', element: <Loans /> },
    { path: '/business-fianance', element: <BusinessFinance />, nav: 'Business Financing' },
  ],
  adminPanels: admin.panels,
});
