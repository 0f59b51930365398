// The profile module: routes, and what other modules read (completeness and the session flags). Its routes declare
// their own scopes (the picture is served by a token in the query).
import { defineArea } from '../area';
import { profileRoutes } from './routes';

export const profileArea = defineArea({ name: 'profile', openRoutes: [profileRoutes] });

export { isProfileComplete, profileFlags, showProfile } from './service';
