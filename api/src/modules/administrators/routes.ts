// The society's administrators (SA only: http/permissions.ts): the list, appoint a verified account as ADMIN or SA,
// demote one back to member, both with the SA's password typed again. A role change is in force on the person's next
// request: this API instance forgets their sessions at once, every other instance within SESSION_CACHE_MS.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdministratorsReply, AppointAdministratorReply, DemoteAdministratorReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { forgetUserSessions } from '../../http/sessionCache';
import { describeAudit } from '../../http/adminWriteAudit';
import { displayName } from '../auth';
import { listAdministrators } from './list';
import { appointedMail, demotedMail } from './mail';
import { appointAdministrator, demoteAdministrator, type RoleChangeBy } from './roleChange';
import { administratorParams, appointBody, demoteBody } from './schema';

const tags = ['admin'];
const security = [{ bearer: [] }];
const IN_FORCE = 'in force on their next request (on other API instances within the session cache time, SESSION_CACHE_MS)';

export async function administratorRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now, config } = fastify.deps;

  const changeBy = (request: FastifyRequest, password: string): RoleChangeBy => ({
    id: currentUser(request).id,
    password,
    address: request.ip,
    now: now(),
    describe: (description) => describeAudit(request, description),
  });

  app.get(
    '/admin/administrators',
    { schema: { summary: 'The SAs and ADMINs: role, appointed by whom and when, last sign-in (SA only)', tags, security } },
    async (request, reply): Promise<AdministratorsReply> => {
      reply.header('cache-control', 'private, no-store');
      return { success: true, administrators: await listAdministrators(db, currentUser(request).id) };
    },
  );

  app.post(
    '/admin/administrators',
    {
      config: { auditAction: 'administrators.appoint' },
      schema: { summary: `Make a verified account an ADMIN or SA, with your password; ${IN_FORCE}; they are mailed (SA only)`, tags, security, body: appointBody },
    },
    async (request): Promise<AppointAdministratorReply> => {
      const { email, role, password } = request.body;
      const change = await appointAdministrator(db, { email, role }, changeBy(request, password), (c) => appointedMail(config, c.user, { role, by: displayName(c.by) }));
      forgetUserSessions(change.user.id);
      const [administrator] = await listAdministrators(db, change.by.id, change.user.id);
      return { success: true, message: `${displayName(change.user)} is now ${role === 'SA' ? 'an SA' : 'an ADMIN'}`, administrator };
    },
  );

  app.delete(
    '/admin/administrators/:user_id',
    {
      config: { auditAction: 'administrators.demote' },
      schema: { summary: `Make an administrator a member again, with your password; ${IN_FORCE}. The last SA cannot be demoted (SA only)`, tags, security, params: administratorParams, body: demoteBody },
    },
    async (request): Promise<DemoteAdministratorReply> => {
      const change = await demoteAdministrator(db, request.params.user_id, changeBy(request, request.body.password), (c) => demotedMail(config, c.user, { by: displayName(c.by) }));
      forgetUserSessions(change.user.id);
      return { success: true, message: `${displayName(change.user)} is no longer an administrator` };
    },
  );
}
