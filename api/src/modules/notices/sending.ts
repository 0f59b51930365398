// The sending job: delivers unfinished notices in batches of members in id order. Each batch is ONE transaction that
// locks the notice row (FOR UPDATE SKIP LOCKED: a second runner, on this instance or another, takes another notice
// or nothing), and ONE statement that records a delivery per member reached (ON CONFLICT DO NOTHING on the key
// (notice_id, user_id)) and writes the in-app notification and queues the mail (mail_queue, delivered after the commit
// by the mail dispatcher) for exactly the deliveries it inserted, then moves the notice's cursor on. A crash mid-batch rolls all of it back; a batch run twice inserts nothing the second
// time. So each member gets a notice once, however often the job is retried or however many instances run it.
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app';
import type { NoticeAudience } from '../../contract';
import type { Database } from '../../db/client';
import { notices } from '../../db/schema';
import type { JobDefinition, JobLogger } from '../../jobs';
import { openTransaction, queryRows, toDate } from '../../ledger/sql';
import { audienceCondition } from './audience';
import { noticeMailTemplate } from './mail';

export const NOTICES_JOB = 'notices.send';
/** often enough that a notice is on its way within seconds of being sent; an idle run is one indexed read */
export const NOTICES_EVERY_MS = 2_000;
export const NOTICE_BATCH = 1_000;

export type SendingDeps = Pick<AppDeps, 'config' | 'mailer' | 'now'> & { db: Database };

export interface BatchOutcome {
  noticeId: number;
  /** members of the audience the batch came to */
  reached: number;
  /** of those, how many had not had it yet (got the notification and the mail now) */
  delivered: number;
  finished: boolean;
}

interface LockedNotice {
  id: number;
  title: string;
  message: string;
  audience: NoticeAudience;
  last_user_id: number;
  created_at: unknown;
}

interface BatchRow {
  reached: number;
  delivered: number;
  last_id: number | null;
}

const htmlEscaped = (column: ReturnType<typeof sql>) =>
  sql`replace(replace(replace(replace(replace(${column}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;

/**
 * One batch of the oldest unfinished notice no other runner holds; null when there is none. `hooks.beforeCommit`
 * lets a test crash a batch after its writes, before it commits.
 */
export async function sendNextBatch(
  deps: SendingDeps,
  now: Date,
  options: { batchSize?: number; beforeCommit?: (outcome: BatchOutcome) => Promise<void> } = {},
): Promise<BatchOutcome | null> {
  const batchSize = options.batchSize ?? NOTICE_BATCH;
  const result = await openTransaction(deps.db, async (tx) => {
    const [notice] = await queryRows<LockedNotice>(
      tx,
      sql`SELECT id, title, message, audience, last_user_id, created_at FROM notices
          WHERE finished_at IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    if (!notice) return null;
    const noticeId = Number(notice.id);
    const at = now.toISOString();
    const mail = noticeMailTemplate(deps.config, notice);
    const [row] = await queryRows<BatchRow>(
      tx,
      sql`WITH batch AS (
            SELECT id FROM users WHERE ${audienceCondition(notice.audience, toDate(notice.created_at))} AND id > ${notice.last_user_id}
            ORDER BY id LIMIT ${batchSize}
          ), delivered AS (
            INSERT INTO notice_deliveries (notice_id, user_id, delivered_at)
            SELECT ${noticeId}, id, ${at}::timestamptz FROM batch
            ON CONFLICT DO NOTHING RETURNING user_id
          ), notified AS (
            INSERT INTO notifications (user_id, title, message, link, created_at)
            SELECT user_id, ${notice.title}, ${notice.message}, NULL, ${at}::timestamptz FROM delivered
            RETURNING id
          ), queued AS (
            INSERT INTO mail_queue (to_address, subject, text_body, html_body)
            SELECT u.email, ${mail.subject}, replace(${mail.text}, ${mail.placeholder}, u.first_name),
                   replace(${mail.html}, ${mail.placeholder}, ${htmlEscaped(sql`u.first_name`)})
            FROM delivered d JOIN users u ON u.id = d.user_id ORDER BY d.user_id
            RETURNING id
          )
          SELECT (SELECT count(*) FROM batch)::int AS reached,
                 (SELECT max(id) FROM batch) AS last_id,
                 (SELECT count(*) FROM notified)::int AS delivered,
                 (SELECT count(*) FROM queued)::int AS queued`,
    );
    const reached = Number(row.reached);
    const outcome: BatchOutcome = { noticeId, reached, delivered: Number(row.delivered), finished: reached < batchSize };
    await tx
      .update(notices)
      .set({
        lastUserId: row.last_id === null ? Number(notice.last_user_id) : Number(row.last_id),
        deliveredCount: sql`${notices.deliveredCount} + ${outcome.delivered}`,
        ...(outcome.finished ? { finishedAt: now } : {}),
      })
      .where(eq(notices.id, noticeId));
    await options.beforeCommit?.(outcome);
    return outcome;
  });
  if (result?.delivered) deps.mailer.kick();
  return result;
}

/** every batch there is to send now, each at the clock's time; returns how many members got a notice */
export async function sendNotices(deps: SendingDeps, log?: JobLogger): Promise<number> {
  let delivered = 0;
  for (;;) {
    const outcome = await sendNextBatch(deps, deps.now());
    if (!outcome) break;
    delivered += outcome.delivered;
    if (outcome.finished) log?.info({ job: NOTICES_JOB, notice: outcome.noticeId }, 'notice delivered to its whole audience');
  }
  return delivered;
}

export function noticesJob(deps: AppDeps): JobDefinition {
  return {
    name: NOTICES_JOB,
    everyMs: NOTICES_EVERY_MS,
    // the batches are safe side by side (the notice's row lock, the deliveries' key): a dead runner's slot may go soon
    timeoutMs: 5 * 60 * 1000,
    run: (db, _at, { log }) => sendNotices({ ...deps, db }, log),
  };
}
