// The audit log of administrators' writes: reading it and downloading it as CSV.
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.
export { auditPage } from './read';
