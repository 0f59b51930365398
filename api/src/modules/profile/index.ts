// The profile module: routes, and what other modules read (completeness and the session flags). Its routes declare
// their own scopes (the picture is served by a token in the query).
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.

export { isProfileComplete, profileFlags, showProfile } from './service';
export { PICTURE_MAX_BYTES, pictureToWebp } from './picture';
