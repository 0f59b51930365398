// The profile module: routes, and what other modules read (completeness and the session flags). Its routes declare
// their own scopes (the picture is served by a token in the query).
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { profileRoutes } from './routes';

export const profileArea = defineArea({ name: 'profile', openRoutes: [profileRoutes] });
