// Membership (spec §4): the registration fee as a money purpose, and the one membership guard every members-only
// route and purpose uses (./guard.ts).
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { registerMembershipPurposes } from './purposes';
import { membershipRoutes } from './routes';

export const membershipArea = defineArea({
  name: 'membership',
  dependencies: ['payments'],
  routes: [membershipRoutes],
  purposes: ({ payments, now, config }) => registerMembershipPurposes(payments, { now, societyName: config.SOCIETY_NAME }),
});
