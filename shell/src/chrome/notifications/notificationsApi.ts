import { http } from '@coop/shared';
import type { MutationReply, Notification } from '@coop/api/contract';

function asList(reply: unknown): Notification[] {
  if (Array.isArray(reply)) return reply as Notification[];
  const data = (reply as { data?: unknown })?.data;
  return Array.isArray(data) ? (data as Notification[]) : [];
}

export const notificationsApi = {
  list: async () => asList(await http.get<unknown>('notification')),
  remove: (id: number) => http.post<MutationReply>('notification/delete', { id }),
  removeAll: () => http.post<MutationReply>('notification/delete-all'),
};

export function newestFirst(items: Notification[]): Notification[] {
  return [...items].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}
