// The PIN guard for every flow that pays money out after a mailed PIN (see README.md), and the routes of a member's
// and the administrators' PIN locks.
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { pinLockAdminRoutes, pinLockRoutes } from './routes';

export const pinsArea = defineArea({ name: 'pins', routes: [pinLockRoutes], adminRoutes: [pinLockAdminRoutes] });
