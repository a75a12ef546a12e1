import type { NotificationHistory, NotificationReadFilter, NotificationView } from '../../../../domain/notifications/notification-schema';
import { notificationEndpoints } from '../../../../domain/notifications/notifications.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';

export type { NotificationView };

/** GET /api/sapna/v1/notifications?page=&read=: the caller's history, newest first, 20 a page. */
export function useNotificationHistory(pageIndex: number, read: NotificationReadFilter | undefined): Resource<NotificationHistory> {
  return useResource(
    `notification-history:${pageIndex}:${read ?? 'all'}`,
    (signal) => call(notificationEndpoints.history, { query: { page: pageIndex, ...(read ? { read } : {}) }, signal }),
    { keepPrevious: true },
  );
}

/** PUT /api/sapna/v1/notifications/read?notificationIds=: the caller's own only. */
export function markNotificationsRead(ids: readonly number[]): Promise<{ updated: number }> {
  return call(notificationEndpoints.read, { query: { notificationIds: ids.join(',') } });
}

/** PUT /api/sapna/v1/notifications/read-all: every unread notification of the caller. */
export function markAllNotificationsRead(): Promise<{ updated: number }> {
  return call(notificationEndpoints.readAll);
}
