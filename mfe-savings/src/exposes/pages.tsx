// `./pages`: each page's code loads only when it is first visited, or when the shell loads it ahead
// (lazyWithPreload: then it renders at once; ARCHITECTURE §3). The names are the shell's
// route table's (shell/src/routes/routeTable.ts). Each chunk is named `page-<Page>`: a document that opens the page, or
// the sign-in page expecting it next, fetches it ahead (shared/mf/page-chunks-plugin.cjs). A page two routes show is
// one lazy component, its chunk named after the route a member reaches it by first.
import { lazyWithPreload, type RemotePages } from '@coop/shared';

const RegularTab = lazyWithPreload(() => import(/* webpackChunkName: "page-SavingsTabRegular" */ '../pages/tabs/RegularTabPage'));
const TargetTab = lazyWithPreload(() => import(/* webpackChunkName: "page-SavingsTabTarget" */ '../pages/tabs/TargetTabPage'));
const SaveToLoanTab = lazyWithPreload(() => import(/* webpackChunkName: "page-SavingsTabSaveToLoan" */ '../pages/tabs/SaveToLoanTabPage'));

const pages: RemotePages = {
  Savings: lazyWithPreload(() => import(/* webpackChunkName: "page-Savings" */ '../pages/SavingsPage')),
  Shareholdings: lazyWithPreload(() => import(/* webpackChunkName: "page-Shareholdings" */ '../pages/ShareholdingsPage')),
  SavingsTabRegular: RegularTab,
  SavingsTabTarget: TargetTab,
  SavingsTabSaveToLoan: SaveToLoanTab,
  Regular: RegularTab,
  Target: TargetTab,
  SaveToLoan: SaveToLoanTab,
};

export default pages;
