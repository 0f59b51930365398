// Notifications (spec §7): GET notification, POST notification/delete {id}, POST notification/delete-all.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { NotificationDeleteAllReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { deleteNotificationBody } from './schema';
import { deleteAllNotifications, deleteNotification, listNotifications, LIST_LIMIT } from './service';

const tags = ['notifications'];
const security = [{ bearer: [] }];

export async function notificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/notification',
    { schema: { summary: `The signed-in member's notifications, newest first (at most ${LIST_LIMIT})`, tags, security } },
    async (request) => listNotifications(request.server.deps.db, currentUser(request).id),
  );

  app.post(
    '/notification/delete',
    { schema: { summary: 'Delete one of your notifications', tags, security, body: deleteNotificationBody } },
    async (request) => {
      const deleted = await deleteNotification(request.server.deps.db, currentUser(request).id, request.body.id);
      if (!deleted) throw notFound('This notification was not found. It may have been deleted already.');
      return { success: true, message: 'Notification deleted' };
    },
  );

  app.post(
    '/notification/delete-all',
    { schema: { summary: 'Delete all of your notifications', tags, security } },
    async (request): Promise<NotificationDeleteAllReply> => {
      const deleted = await deleteAllNotifications(request.server.deps.db, currentUser(request).id);
      return { success: true, message: deleted ? 'All notifications deleted' : 'You have no notifications', deleted };
    },
  );
}
