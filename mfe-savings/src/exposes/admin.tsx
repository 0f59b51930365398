// `./admin`: the savings panels the shell shows on /dashboard to SA and ADMIN, each loaded on first render.
import { lazy } from 'react';
import type { RemoteAdmin } from '@coop/shared';

const admin: RemoteAdmin = {
  panels: [
    { id: 'savings-totals', title: 'Savings totals', component: lazy(() => import('../admin/SavingsTotalsPanel')) },
    { id: 'autosave-runs', title: 'Autosave runs', component: lazy(() => import('../admin/AutosaveRunsPanel')) },
    { id: 'member-savings', title: 'Member savings', component: lazy(() => import('../admin/MemberSavingsPanel')) },
    { id: 'dividends', title: 'Dividends', component: lazy(() => import('../admin/DividendsPanel')) },
  ],
};

export default admin;
