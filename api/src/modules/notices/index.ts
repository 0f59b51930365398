// Notices to members (issue 25): the console's routes, and the job that delivers them once per member.
import { defineArea } from '../area';
import { noticeRoutes } from './routes';
import { noticesJob } from './sending';

export const noticesArea = defineArea({ name: 'notices', adminRoutes: [noticeRoutes], jobs: (deps) => [noticesJob(deps)] });

export { sendNextBatch, sendNotices, NOTICES_JOB, NOTICE_BATCH, type BatchOutcome } from './sending';
export { audienceCondition, countAudience, describeAudience } from './audience';
