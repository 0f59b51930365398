// Administrators' alerts, the scheduled ledger check, and the dispatcher that mails new alerts (./jobs.ts).
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.
export { raiseAlert } from './service';
