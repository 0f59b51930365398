// `./admin`: the console's Money section (/dashboard/money, and a withdrawal's page beneath it), its code loaded when it
// is opened; and the same parts as panels for a shell older than the console, each loaded on first render. The fee
// settings are the shell's Settings section now.
import { lazy } from 'react';
import { consoleSections, type RemoteAdmin } from '@coop/shared';
import { manifest } from './manifest';

const admin: RemoteAdmin = {
  panels: [
    { id: 'ledger-check', title: 'Ledger check', component: lazy(() => import('../admin/LedgerCheckPanel')) },
    { id: 'withdrawals', title: 'Withdrawals', component: lazy(() => import('../admin/WithdrawalsPanel')) },
    { id: 'society-balances', title: 'Society balances', component: lazy(() => import('../admin/SocietyBalancesPanel')) },
    { id: 'held-bank-accounts', title: 'Held bank accounts', component: lazy(() => import('../admin/HeldBankAccountsPanel')) },
    { id: 'locked-withdrawals', title: 'Locked withdrawals', component: lazy(() => import('../admin/LockedWithdrawalsPanel')) },
    { id: 'manual-adjustment', title: 'Manual adjustment', component: lazy(() => import('../admin/AdjustmentForm')) },
  ],
  sections: consoleSections(manifest.consoleSections, { money: lazy(() => import('../admin/MoneySection')) }),
};

export default admin;
