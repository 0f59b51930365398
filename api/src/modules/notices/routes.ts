// Notices to members (SA, ADMIN): how many an audience reaches, send a notice (Idempotency-Key: a retry sends
// nothing twice), the notices sent with their progress, and one notice. The sending job is registered here too.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { NoticeAudienceReply, NoticeReply, NoticesReply, SendNoticeReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { idempotencyOf, sendIdempotent, withIdempotency } from '../../idempotency';
import { describeAudit } from '../../http/adminWriteAudit';
import { countAudience, describeAudience, normalAudience } from './audience';
import { audienceQuery, noticeBody, noticeIdParams, noticesQuery } from './schema';
import { createNotice, listNotices, readNotice } from './service';

const tags = ['admin'];
const security = [{ bearer: [] }];
/** a notice retried by any administrator with its key is sent once */
const NOTICE_SCOPE = 'society:notices';
const count = new Intl.NumberFormat('en-NG');

export async function noticeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;

  app.get(
    '/admin/notices/audience',
    {
      schema: {
        summary: "How many members a notice to these filters (the member list's) would reach now; administrators are never in an audience (SA, ADMIN)",
        tags,
        security,
        querystring: audienceQuery,
      },
    },
    async (request): Promise<NoticeAudienceReply> => {
      const audience = normalAudience({ ...request.query, search: request.query.search || undefined });
      return { success: true, count: await countAudience(db, audience, now()), summary: describeAudience(audience) };
    },
  );

  app.post(
    '/admin/notices',
    {
      config: { auditAction: 'notices.send' },
      schema: {
        summary: "Send a notice (title, message) to every member or to the member list's filters: an in-app notification and a mail each, delivered by a job in batches, once per member (SA, ADMIN; Idempotency-Key)",
        tags,
        security,
        body: noticeBody,
      },
    },
    async (request, reply) => {
      const admin = currentUser(request);
      const { key, requestHash } = idempotencyOf(request);
      const result = await withIdempotency<SendNoticeReply>(db, { scope: NOTICE_SCOPE, key, requestHash }, async (tx) => {
        const notice = await createNotice(tx, request.body, admin.id, now());
        const members = `${count.format(notice.audience_count)} member${notice.audience_count === 1 ? '' : 's'}`;
        return { status: 201, body: { success: true, message: `Your notice is on its way to ${members}`, notice } };
      });
      if (result.status === 201) {
        const { notice } = result.body;
        describeAudit(request, {
          subjectType: 'notice',
          subjectId: String(notice.id),
          after: { title: notice.title, audience: notice.audience, audience_count: notice.audience_count },
          detail: `${notice.title} — to ${notice.audience_summary.toLowerCase()} (${notice.audience_count})`,
        });
      }
      return sendIdempotent(reply, result);
    },
  );

  app.get(
    '/admin/notices',
    { schema: { summary: 'The notices sent, newest first, with their delivery progress; keyset pages (before, limit) (SA, ADMIN)', tags, security, querystring: noticesQuery } },
    async (request): Promise<NoticesReply> => listNotices(db, request.query, currentUser(request).id),
  );

  app.get(
    '/admin/notices/:id',
    { schema: { summary: 'One notice: its message, audience and delivery progress (SA, ADMIN)', tags, security, params: noticeIdParams } },
    async (request): Promise<NoticeReply> => {
      const notice = await readNotice(db, request.params.id, currentUser(request).id);
      if (!notice) throw notFound('There is no notice with this id');
      return { success: true, notice };
    },
  );
}
