// `./admin`: the console's Loans section (/dashboard/loans, a loan at /dashboard/loans/{id}), its code loaded when it
// is opened; and the same parts as panels for a shell older than the console.
import { lazy } from 'react';
import { consoleSections, type RemoteAdmin } from '@coop/shared';
import { manifest } from './manifest';

const admin: RemoteAdmin = {
  sections: consoleSections(manifest.consoleSections, { loans: lazy(() => import('../admin/LoansSection')) }),
  panels: [
    { id: 'loan-queue', title: 'Loan queue', component: lazy(() => import('../admin/LoanQueuePanel')) },
    { id: 'business-requests', title: 'Business requests', component: lazy(() => import('../admin/BusinessRequestsPanel')) },
    { id: 'loan-book', title: 'Loan book', component: lazy(() => import('../admin/LoanBookPanel')) },
  ],
};

export default admin;
