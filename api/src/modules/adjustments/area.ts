// Manual adjustments (issue 24): correcting transfers through the suspense account, two administrators each.
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { adjustmentRoutes } from './routes';

export const adjustmentsArea = defineArea({ name: 'adjustments', adminRoutes: [adjustmentRoutes] });
