// `./admin`: the money panels the shell shows on /dashboard to SA and ADMIN, each loaded on first render.
import { lazy } from 'react';
import type { RemoteAdmin } from '@coop/shared';

const admin: RemoteAdmin = {
  panels: [
    { id: 'ledger-check', title: 'Ledger check', component: lazy(() => import('../admin/LedgerCheckPanel')) },
    { id: 'withdrawals', title: 'Withdrawals', component: lazy(() => import('../admin/WithdrawalsPanel')) },
    { id: 'society-balances', title: 'Society balances', component: lazy(() => import('../admin/SocietyBalancesPanel')) },
    { id: 'held-bank-accounts', title: 'Held bank accounts', component: lazy(() => import('../admin/HeldBankAccountsPanel')) },
    { id: 'locked-withdrawals', title: 'Locked withdrawals', component: lazy(() => import('../admin/LockedWithdrawalsPanel')) },
    { id: 'fee-settings', title: 'Fee settings', component: lazy(() => import('../admin/FeeSettingsPanel')) },
  ],
};

export default admin;
