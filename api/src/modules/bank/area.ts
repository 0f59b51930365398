// The bank module: routes, and where a member's withdrawals may go (`payoutAccountFor`, for every payout).
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { bankRoutes } from './routes';

export const bankArea = defineArea({ name: 'bank', routes: [bankRoutes] });
