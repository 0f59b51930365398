// A member's notifications: the list, and marking them read.
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.
export { notify } from './service';
