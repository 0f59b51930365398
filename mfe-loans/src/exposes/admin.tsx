// `./admin`: the console's Loans section (/dashboard/loans, a loan at /dashboard/loans/{id}), its code loaded when it
// is opened; and the same parts as panels for a shell older than the console.
import { lazy } from 'react';
import type { RemoteAdmin } from '@coop/shared';

const admin: RemoteAdmin = {
  sections: [{ path: 'loans', title: 'Loans', order: 30, component: lazy(() => import('../admin/LoansSection')), routes: [{ path: ':id', crumb: 'Loan :id' }] }],
  panels: [
    { id: 'loan-queue', title: 'Loan queue', component: lazy(() => import('../admin/LoanQueuePanel')) },
    { id: 'business-requests', title: 'Business requests', component: lazy(() => import('../admin/BusinessRequestsPanel')) },
    { id: 'loan-book', title: 'Loan book', component: lazy(() => import('../admin/LoanBookPanel')) },
  ],
};

export default admin;
