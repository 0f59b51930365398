// The ledger for administrators: accounts, transfers, pending transfers and their alerts.
import { defineArea } from '../area';
import { ledgerAdminRoutes } from './routes';

export const ledgerAdminArea = defineArea({ name: 'ledgerAdmin', adminRoutes: [ledgerAdminRoutes] });
