// Membership (spec §4): the registration fee as a money purpose, and the one membership guard every members-only
// route and purpose uses (./guard.ts).
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.

export { assertMember, membersOnly } from './guard';
export { isMember } from './status';
