import { z } from 'zod';
import { pagedSchema } from '../paging/paged';
import { NOTIFICATION_READ_FILTERS } from './notification-filters';

/**
 * Notifications (issue 15; spec 002 §7: GET recent, PUT read?notificationIds; fields not shown, ours): created by
 * the server when the event happens, per user. Recent = the last 50, unread first.
 */
export const RECENT_NOTIFICATIONS_LIMIT = 50;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationView = z.infer<typeof notificationSchema>;

export const recentNotificationsSchema = z.object({
  results: z.array(notificationSchema),
  unreadCount: z.number().int(),
  /** When the server answered: the bell shows it with the list kept for offline. */
  fetchedAt: z.string(),
});
export type RecentNotifications = z.infer<typeof recentNotificationsSchema>;

/** PUT /sapna/v1/notifications/read?notificationIds=1,2,3 (at most 100). */
export const notificationIdsQuerySchema = z.object({
  notificationIds: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, { error: 'notificationIds is a comma-separated list of ids.' })
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.length <= 100 && ids.every((id) => id <= 2_147_483_647), { error: 'At most 100 notification ids.' }),
});

// The page's filters live zod-free in notification-filters.ts (the route's search imports them; the route tree is
// in the entry bundle, which must not carry zod).
export * from './notification-filters';

export const notificationHistoryQuerySchema = z.object({
  page: z.coerce.number({ error: 'Page must be a whole number from 0.' }).int('Page must be a whole number from 0.').min(0, 'Page must be a whole number from 0.').max(100_000, 'Page must be a whole number from 0.').default(0),
  read: z.enum(NOTIFICATION_READ_FILTERS, { error: 'Read is read or unread.' }).optional(),
});

export const notificationHistorySchema = pagedSchema(notificationSchema);
export type NotificationHistory = z.infer<typeof notificationHistorySchema>;
