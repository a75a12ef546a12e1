import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { notificationHistoryQuerySchema, notificationHistorySchema, notificationIdsQuerySchema, recentNotificationsSchema } from './notification-schema';

const updated = z.object({ updated: z.number().int() });

/** Notifications (spec 002 §7 names GET recent and PUT read?notificationIds; the paths are ours): each user their own. */
export const notificationEndpoints = defineEndpoints({ tags: ['notifications'], documentFailures: true, capability: 'signedIn' }, {
  recent: {
    method: 'GET',
    path: '/sapna/v1/notifications/recent',
    summary: "The caller's last 50 notifications, unread first, with the unread count",
    response: recentNotificationsSchema,
  },
  history: {
    method: 'GET',
    path: '/sapna/v1/notifications',
    summary: "The caller's notification history, newest first, 20 a page; read=read|unread filters",
    query: notificationHistoryQuerySchema,
    response: notificationHistorySchema,
  },
  readAll: {
    method: 'PUT',
    path: '/sapna/v1/notifications/read-all',
    allowReadOnly: true,
    summary: 'Mark every unread notification of the caller read',
    response: updated,
  },
  read: {
    method: 'PUT',
    path: '/sapna/v1/notifications/read',
    // Marking one's own notifications read is not a change to the business: read-only users may.
    allowReadOnly: true,
    summary: "Mark the caller's own notifications read (notificationIds=1,2,3); others' ids change nothing",
    query: notificationIdsQuerySchema,
    response: updated,
  },
});
