// Administrators' alerts (SA, ADMIN): the list (open first) and resolving one with a note, never one about the
// administrator's own withdrawal (config.decidesOn). The module also runs the scheduled ledger check and the
// dispatcher that logs and mails new alerts after their transaction commits (./jobs.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminAlertsReply, ResolveAlertReply } from '../../contract';
import { currentUser } from '../../http/auth';
import type { DecidesOn } from '../../http/selfDealing';
import { describeAudit } from '../../http/adminWriteAudit';
import { alertOwners } from './owners';
import { alertIdParams, alertsQuery, resolveAlertBody } from './schema';
import { listAlerts, resolveAlert } from './service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const decidesOn: DecidesOn = { thing: 'withdrawal', owners: alertOwners };

export async function alertRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;

  app.get(
    '/admin/alerts',
    { schema: { summary: 'Alerts for administrators: open ones first, newest first; keyset paging with cursor (SA, ADMIN)', tags, security, querystring: alertsQuery } },
    async (request): Promise<AdminAlertsReply> => ({ success: true, ...(await listAlerts(db, request.query.cursor, request.query.limit)) }),
  );

  app.post(
    '/admin/alerts/:id/resolve',
    { schema: { summary: 'Resolve an open alert with a note saying what was done (SA, ADMIN)', tags, security, params: alertIdParams, body: resolveAlertBody }, config: { decidesOn } },
    async (request): Promise<ResolveAlertReply> => {
      const alert = await resolveAlert(db, request.params.id, { adminId: currentUser(request).id, note: request.body.note, now: now() });
      describeAudit(request, { subjectType: 'alert', subjectId: alert.id, before: { status: 'open' }, after: { status: alert.status } });
      return { success: true, message: 'The alert was resolved', alert };
    },
  );
}
