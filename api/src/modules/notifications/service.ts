// In-app notifications. Other modules call `notify` inside their own transaction when something
// happens to a member (a saving matured, a loan was approved, …).
import { and, desc, eq } from 'drizzle-orm';
import type { Notification } from '../../contract';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

export const LIST_LIMIT = 50;

export interface NewNotification {
  title: string;
  message: string;
  /** an in-app path to open, e.g. '/wallet' */
  link?: string | null;
  /** the service clock's time; the database's when omitted */
  createdAt?: Date;
}

export async function notify(executor: Executor, userId: number, notification: NewNotification): Promise<number> {
  const [row] = await executor
    .insert(notifications)
    .values({
      userId,
      title: notification.title,
      message: notification.message,
      link: notification.link ?? null,
      ...(notification.createdAt ? { createdAt: notification.createdAt } : {}),
    })
    .returning({ id: notifications.id });
  return row.id;
}

/** the member's newest notifications first */
export async function listNotifications(executor: Executor, userId: number): Promise<Notification[]> {
  const rows = await executor
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => ({ id: row.id, title: row.title, message: row.message, link: row.link, created_at: row.createdAt.toISOString() }));
}

/** false when the member has no notification with that id (someone else's counts as none) */
export async function deleteNotification(executor: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await executor
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function deleteAllNotifications(executor: Executor, userId: number): Promise<number> {
  const rows = await executor.delete(notifications).where(eq(notifications.userId, userId)).returning({ id: notifications.id });
  return rows.length;
}
