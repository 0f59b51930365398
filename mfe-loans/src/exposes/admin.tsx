// `./admin`: the loans panels the shell shows on /dashboard to SA and ADMIN, each loaded on first render.
import { lazy } from 'react';
import type { RemoteAdmin } from '@coop/shared';

const admin: RemoteAdmin = {
  panels: [
    { id: 'loan-queue', title: 'Loan queue', component: lazy(() => import('../admin/LoanQueuePanel')) },
    { id: 'business-requests', title: 'Business requests', component: lazy(() => import('../admin/BusinessRequestsPanel')) },
    { id: 'loan-book', title: 'Loan book', component: lazy(() => import('../admin/LoanBookPanel')) },
  ],
};

export default admin;
