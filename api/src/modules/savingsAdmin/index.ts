// Savings for administrators: totals, a member's savings, autosave runs.
import { defineArea } from '../area';
import { savingsAdminRoutes } from './routes';

export const savingsAdminArea = defineArea({ name: 'savingsAdmin', adminRoutes: [savingsAdminRoutes] });
