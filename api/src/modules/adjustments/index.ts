// Manual adjustments (issue 24): correcting transfers through the suspense account, two administrators each.
import { defineArea } from '../area';
import { adjustmentRoutes } from './routes';

export const adjustmentsArea = defineArea({ name: 'adjustments', adminRoutes: [adjustmentRoutes] });

export { postAdjustment, adjustmentDescription } from './service';
