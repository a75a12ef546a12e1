import { z } from 'zod';
import { notificationHistoryQuerySchema, notificationHistorySchema, notificationIdsQuerySchema, recentNotificationsSchema } from '../../../domain/notifications/notification-schema';
import type { AppInstance } from '../../http';
import { errorResponses, security } from '../../shared/route-helpers';
import { runService } from '../../shared/service-context';
import * as service from './notifications.service';

const tags = ['notifications'];

/** Notifications (spec 002 §7 names GET recent and PUT read?notificationIds; the paths are ours): each user their own. */
export async function notificationsRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/sapna/v1/notifications/recent',
    { schema: { tags, security, summary: "The caller's last 50 notifications, unread first, with the unread count", response: { 200: recentNotificationsSchema, ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => service.recentNotifications(ctx)),
  );

  api.get(
    '/sapna/v1/notifications',
    {
      schema: {
        tags,
        security,
        summary: "The caller's notification history, newest first, 20 a page; read=read|unread filters",
        querystring: notificationHistoryQuerySchema,
        response: { 200: notificationHistorySchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.notificationHistory(ctx, request.query)),
  );

  api.put(
    '/sapna/v1/notifications/read-all',
    {
      config: { allowReadOnly: true },
      schema: { tags, security, summary: "Mark every unread notification of the caller read", response: { 200: z.object({ updated: z.number().int() }), ...errorResponses } },
    },
    async (request) => runService(api.db, request, (ctx) => service.markAllRead(ctx)),
  );

  api.put(
    '/sapna/v1/notifications/read',
    {
      // Marking one's own notifications read is not a change to the business: read-only users may.
      config: { allowReadOnly: true },
      schema: {
        tags,
        security,
        summary: "Mark the caller's own notifications read (notificationIds=1,2,3); others' ids change nothing",
        querystring: notificationIdsQuerySchema,
        response: { 200: z.object({ updated: z.number().int() }), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.markRead(ctx, request.query.notificationIds)),
  );
}
