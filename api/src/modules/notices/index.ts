// Notices to members (issue 25): the console's routes, and the job that delivers them once per member.
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.

export { sendNextBatch, sendNotices, NOTICES_JOB, NOTICE_BATCH, type BatchOutcome } from './sending';
export { audienceCondition, countAudience, describeAudience } from './audience';
