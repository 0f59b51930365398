// Notices as the console reads and writes them: record one (with the count its audience holds now), list them newest
// first in keyset pages, read one. Delivery is the sending job's (./sending.ts).
import { desc, eq, inArray, lt } from 'drizzle-orm';
import type { NoticeAudience, NoticeDetails, NoticeRow, NoticesReply } from '../../contract';
import type { Executor } from '../../db/client';
import { notices, users } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { countAudience, describeAudience, normalAudience } from './audience';
import type { NoticeInput } from './schema';

export const NOTICES_PAGE = 20;
export const NO_ONE_IN_AUDIENCE = 'No member matches this audience: the notice would reach no one. Clear a filter or change the search.';

type NoticeRecord = typeof notices.$inferSelect;
type Person = { id: number; firstName: string; lastName: string; email: string };

async function peopleById(executor: Executor, ids: number[]): Promise<Map<number, Person>> {
  if (!ids.length) return new Map();
  const rows = await executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

function noticeRow(notice: NoticeRecord, people: Map<number, Person>, viewerId: number): NoticeRow {
  const by = people.get(notice.createdBy);
  const audience = notice.audience as NoticeAudience;
  return {
    id: notice.id,
    title: notice.title,
    audience,
    audience_summary: describeAudience(audience),
    audience_count: notice.audienceCount,
    delivered_count: notice.deliveredCount,
    finished_at: notice.finishedAt?.toISOString() ?? null,
    created_at: notice.createdAt.toISOString(),
    created_by: by ? { id: by.id, name: `${by.firstName} ${by.lastName}`.trim(), email: by.email } : { id: notice.createdBy, name: '', email: '' },
    yours: notice.createdBy === viewerId,
  };
}

async function details(executor: Executor, notice: NoticeRecord, viewerId: number): Promise<NoticeDetails> {
  return { ...noticeRow(notice, await peopleById(executor, [notice.createdBy]), viewerId), message: notice.message };
}

/** records the notice for the job to deliver; 422 when its audience holds no one */
export async function createNotice(executor: Executor, input: NoticeInput, adminId: number, now: Date): Promise<NoticeDetails> {
  const audience = normalAudience(input.audience);
  const audienceCount = await countAudience(executor, audience, now);
  if (audienceCount === 0) throw unprocessable(NO_ONE_IN_AUDIENCE);
  const [notice] = await executor
    .insert(notices)
    .values({ title: input.title, message: input.message, audience: audience as Record<string, unknown>, audienceCount, createdBy: adminId, createdAt: now })
    .returning();
  return details(executor, notice, adminId);
}

export async function listNotices(executor: Executor, query: { before?: number; limit?: number }, viewerId: number): Promise<NoticesReply> {
  const limit = query.limit ?? NOTICES_PAGE;
  const rows = await executor
    .select()
    .from(notices)
    .where(query.before === undefined ? undefined : lt(notices.id, query.before))
    .orderBy(desc(notices.id))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const people = await peopleById(executor, shown.map((n) => n.createdBy));
  return {
    success: true,
    data: shown.map((n) => noticeRow(n, people, viewerId)),
    next_before: rows.length > limit ? shown[shown.length - 1].id : null,
  };
}

export async function readNotice(executor: Executor, id: number, viewerId: number): Promise<NoticeDetails | null> {
  const [notice] = await executor.select().from(notices).where(eq(notices.id, id));
  return notice ? details(executor, notice, viewerId) : null;
}
