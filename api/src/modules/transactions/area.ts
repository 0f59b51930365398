// The transactions module: the member's history and the original's categories of the ledger's transfer kinds.
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { transactionRoutes } from './routes';

export const transactionsArea = defineArea({ name: 'transactions', routes: [transactionRoutes] });
