// Administrators' alerts, the scheduled ledger check, and the dispatcher that mails new alerts (./jobs.ts).
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { alertJobs } from './jobs';
import { alertRoutes } from './routes';

export const alertsArea = defineArea({ name: 'alerts', adminRoutes: [alertRoutes], jobs: alertJobs });
