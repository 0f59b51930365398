// `./admin`: the console's Savings section (/dashboard/savings, a dividend at dividends/:id), its code loaded when it
// is opened; and the same parts as panels for a shell older than the console, each loaded on first render.
import { lazy } from 'react';
import { consoleSections, type RemoteAdmin } from '@coop/shared';
import { manifest } from './manifest';

const admin: RemoteAdmin = {
  panels: [
    { id: 'savings-totals', title: 'Savings totals', component: lazy(() => import('../admin/SavingsTotalsPanel')) },
    { id: 'autosave-runs', title: 'Autosave runs', component: lazy(() => import('../admin/AutosaveRunsPanel')) },
    { id: 'member-savings', title: 'Member savings', component: lazy(() => import('../admin/MemberSavingsPanel')) },
    { id: 'dividends', title: 'Dividends', component: lazy(() => import('../admin/DividendsPanel')) },
  ],
  sections: consoleSections(manifest.consoleSections, { savings: lazy(() => import('../admin/SavingsSection')) }),
};

export default admin;
