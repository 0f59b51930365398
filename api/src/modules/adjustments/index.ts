// Manual adjustments (issue 24): correcting transfers through the suspense account, two administrators each.
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.

export { postAdjustment, adjustmentDescription } from './service';
