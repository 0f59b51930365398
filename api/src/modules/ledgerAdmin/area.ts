// The ledger for administrators: accounts, transfers, pending transfers and their alerts.
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { ledgerAdminRoutes } from './routes';

export const ledgerAdminArea = defineArea({ name: 'ledgerAdmin', adminRoutes: [ledgerAdminRoutes] });
