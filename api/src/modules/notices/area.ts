// Notices to members (issue 25): the console's routes, and the job that delivers them once per member.
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { noticeRoutes } from './routes';
import { noticesJob } from './sending';

export const noticesArea = defineArea({ name: 'notices', adminRoutes: [noticeRoutes], jobs: (deps) => [noticesJob(deps)] });
