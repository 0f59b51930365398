// Savings for administrators: totals, a member's savings, autosave runs.
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { savingsAdminRoutes } from './routes';

export const savingsAdminArea = defineArea({ name: 'savingsAdmin', adminRoutes: [savingsAdminRoutes] });
