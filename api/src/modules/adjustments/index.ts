// Manual adjustments (issue 24): correcting transfers through the suspense account, two administrators each.
export { adjustmentRoutes } from './routes';
export { postAdjustment, adjustmentDescription } from './service';
