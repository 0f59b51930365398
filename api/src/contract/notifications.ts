// The member's notifications.
import type { z } from 'zod';
import type { deleteNotificationBody } from '../modules/notifications/schema';
import type { MutationReply } from './common';

export interface Notification {
  id: number;
  title: string;
  message: string;
  /** an in-app path to open, if any */
  link: string | null;
  created_at: string;
}

export type NotificationDeleteRequest = z.input<typeof deleteNotificationBody>;

/** `POST notification/delete-all` */
export interface NotificationDeleteAllReply extends MutationReply {
  /** how many were deleted */
  deleted: number;
}
