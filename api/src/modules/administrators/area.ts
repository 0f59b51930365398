// Administrators' accounts and roles (SA).
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { administratorRoutes } from './routes';

export const administratorsArea = defineArea({ name: 'administrators', adminRoutes: [administratorRoutes] });
