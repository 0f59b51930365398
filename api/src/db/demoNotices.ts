// A notice on the first embedded start (./seed.ts): the SA's welcome to every member, recorded as sent and audited;
// the sending job delivers it within seconds of the start, so the demo member finds it in their notifications and
// the console's Notices section shows it delivered.
import { appendAudit } from '../http/auditTrail';
import { countAudience, describeAudience } from '../modules/notices';
import type { Transaction } from './client';
import { notices } from './schema';

export const DEMO_NOTICE = {
  title: 'Welcome to the society app',
  message: 'You can now save, borrow and shop with the society from your phone.\n\nOur annual general meeting holds on the last Saturday of the year: look out for the notice.',
};

export async function seedDemoNotices(tx: Transaction, saId: number, now: Date): Promise<void> {
  const audience = {};
  const audienceCount = await countAudience(tx, audience, now);
  if (audienceCount === 0) return;
  const [notice] = await tx.insert(notices).values({ ...DEMO_NOTICE, audience, audienceCount, createdBy: saId, createdAt: now }).returning({ id: notices.id });
  await appendAudit(tx, {
    actorId: saId,
    actorRole: 'SA',
    action: 'notices.send',
    outcome: 'done',
    subjectType: 'notice',
    subjectId: notice.id,
    after: { title: DEMO_NOTICE.title, audience, audience_count: audienceCount },
    detail: `${DEMO_NOTICE.title} — to ${describeAudience(audience).toLowerCase()} (${audienceCount})`,
    at: now,
  });
}
