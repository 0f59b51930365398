// Standalone entry (`pnpm --filter mfe-savings dev`): the shell never loads this file.
import '@coop/shared/styles/tokens.css';
import { startStandalone } from '@coop/shared/standalone';
import admin from './exposes/admin';
import feature from './exposes/feature';
import pages from './exposes/pages';

const { Savings, Shareholdings, SavingsTabRegular, SavingsTabTarget, SavingsTabSaveToLoan, Regular, Target, SaveToLoan } = pages;

void startStandalone(feature, {
  name: 'mfe-savings',
  home: '/savings',
  pages: [
    { path: '/savings', element: <Savings />, nav: 'Savings' },
    { path: '/savings-tab/regular', element: <SavingsTabRegular />, nav: 'Save' },
    { path: '/savings-tab/target', element: <SavingsTabTarget /> },
    { path: '/savings-tab/savetoloan', element: <SavingsTabSaveToLoan /> },
    { path: '/regular', element: <Regular /> },
    { path: '/target', element: <Target /> },
    { path: '/savetoloan', element: <SaveToLoan /> },
    { path: '/shareholdings', element: <Shareholdings />, nav: 'Shareholdings' },
  ],
  adminPanels: admin.panels,
});
