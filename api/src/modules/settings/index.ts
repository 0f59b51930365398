// The society's settings: members read them; administrators change them (some by proposal).
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.
export { applySettingsProposal, changeSettings } from './proposals';
export { getSettings } from './service';
