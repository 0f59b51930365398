// `./pages`: each page's code loads only when it is first visited (ARCHITECTURE §3). The names are the shell's
// route table's (shell/src/routes/routeTable.ts).
import { lazy } from 'react';
import type { RemotePages } from '@coop/shared';

const pages: RemotePages = {
  Savings: lazy(() => import('../pages/SavingsPage')),
  Shareholdings: lazy(() => import('../pages/ShareholdingsPage')),
  SavingsTabRegular: lazy(() => import('../pages/tabs/RegularTabPage')),
  SavingsTabTarget: lazy(() => import('../pages/tabs/TargetTabPage')),
  SavingsTabSaveToLoan: lazy(() => import('../pages/tabs/SaveToLoanTabPage')),
  Regular: lazy(() => import('../pages/tabs/RegularTabPage')),
  Target: lazy(() => import('../pages/tabs/TargetTabPage')),
  SaveToLoan: lazy(() => import('../pages/tabs/SaveToLoanTabPage')),
};

export default pages;
