// `./pages`: each page's code loads only when it is first visited (ARCHITECTURE §3). The names are the shell's
// route table's (shell/src/routes/routeTable.ts).
import { lazy } from 'react';
import type { RemotePages } from '@coop/shared';

const pages: RemotePages = {
  Loan: lazy(() => import('../pages/LoanPage')),
  LoanGroup: lazy(() => import('../pages/LoanGroupPage')),
  Loans: lazy(() => import('../pages/LoansPage')),
  BusinessFinance: lazy(() => import('../pages/BusinessFinancePage')),
};

export default pages;
