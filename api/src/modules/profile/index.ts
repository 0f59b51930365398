// The profile module: routes, and what other modules read (completeness and the session flags).
export { profileRoutes } from './routes';
export { isProfileComplete, profileFlags, showProfile } from './service';
