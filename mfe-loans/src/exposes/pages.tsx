// `./pages`: each page's code loads only when it is first visited, or when the shell loads it ahead
// (lazyWithPreload: then it renders at once; ARCHITECTURE §3). The names are the shell's
// route table's (shell/src/routes/routeTable.ts). Each chunk is named `page-<Page>`: a document that opens the page, or
// the sign-in page expecting it next, fetches it ahead (shared/mf/page-chunks-plugin.cjs).
import { lazyWithPreload, type RemotePages } from '@coop/shared';

const pages: RemotePages = {
  Loan: lazyWithPreload(() => import(/* webpackChunkName: "page-Loan" */ '../pages/LoanPage')),
  LoanGroup: lazyWithPreload(() => import(/* webpackChunkName: "page-LoanGroup" */ '../pages/LoanGroupPage')),
  Loans: lazyWithPreload(() => import(/* webpackChunkName: "page-Loans" */ '../pages/LoansPage')),
  BusinessFinance: lazyWithPreload(() => import(/* webpackChunkName: "page-BusinessFinance" */ '../pages/BusinessFinancePage')),
};

export default pages;
