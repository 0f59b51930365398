// Accounts and sign-in (spec §1–§3): registration, verification, sign-in, password reset and change, sessions. Its
// routes declare their own scopes (most are open). It also forgets password attempts that no longer matter.
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { passwordAttemptsCleanupJob } from './passwordAttemptsCleanup';
import { authRoutes } from './routes';

export const authArea = defineArea({
  name: 'auth',
  openRoutes: [authRoutes],
  jobs: () => [passwordAttemptsCleanupJob],
});
