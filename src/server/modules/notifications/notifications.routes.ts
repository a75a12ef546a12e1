import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { notificationEndpoints as endpoints } from '../../../domain/notifications/notifications.endpoints';
import * as service from './notifications.service';

/** The notification endpoints (domain/notifications/notifications.endpoints.ts): each user their own. */
export async function notificationsRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.recent).service((ctx) => service.recentNotifications(ctx));
  route(api, endpoints.history).service((ctx, { query }) => service.notificationHistory(ctx, query));
  route(api, endpoints.readAll).service((ctx) => service.markAllRead(ctx));
  route(api, endpoints.read).service((ctx, { query }) => service.markRead(ctx, query.notificationIds));
}
