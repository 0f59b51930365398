// The profile module: routes, and what other modules read (completeness and the session flags). Its routes declare
// their own scopes (the picture is served by a token in the query).
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.

export { isProfileComplete, profileFlags, showProfile } from './service';
export { lazySharp, PICTURE_MAX_BYTES, pictureDecodeSlots, PICTURES_BUSY_MESSAGE, pictureToWebp } from './picture';
export { SlotsFullError } from './boundedSlots';
