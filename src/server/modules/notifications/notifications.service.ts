import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { NOTIFICATION_PAGE_SIZE, RECENT_NOTIFICATIONS_LIMIT, type NotificationHistory, type NotificationReadFilter, type NotificationView, type RecentNotifications } from '../../../domain/notifications/notification-schema';
import type { Tx } from '../../db/client';
import { notifications, roles, userRoles, users } from '../../db/schema/index';
import type { ServiceContext } from '../../shared/http/service-context';
import { offsetPage } from '../../shared/http/paged';

/**
 * Each user's own notifications (issue 15). Created by the server in the transaction of what happened (a payment's
 * status, by migration 0015's trigger; an ERP event failing, by the worker); read and marked read only by their user.
 */
export async function recentNotifications(ctx: ServiceContext): Promise<RecentNotifications> {
  // Unread first (newest first), then read ones up to 50: two index range scans (notifications_unread_idx, then
  // notifications_user_recent_idx), never a sort of the user's whole history.
  const unread = await ctx.tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, ctx.user.id), isNull(notifications.readAt)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(RECENT_NOTIFICATIONS_LIMIT);
  const read =
    unread.length < RECENT_NOTIFICATIONS_LIMIT
      ? await ctx.tx
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, ctx.user.id), isNotNull(notifications.readAt)))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(RECENT_NOTIFICATIONS_LIMIT - unread.length)
      : [];
  const [count] =
    unread.length < RECENT_NOTIFICATIONS_LIMIT
      ? [{ n: unread.length }]
      : await ctx.tx.select({ n: sql<number>`count(*)::int` }).from(notifications).where(and(eq(notifications.userId, ctx.user.id), isNull(notifications.readAt)));
  const results = [...unread, ...read].map(toView);
  return { results, unreadCount: count?.n ?? 0, fetchedAt: ctx.now.toISOString() };
}

function toView(r: typeof notifications.$inferSelect): NotificationView {
  return { id: r.id, kind: r.kind, title: r.title, body: r.body, link: r.link, createdAt: r.createdAt.toISOString(), readAt: r.readAt?.toISOString() ?? null };
}

/**
 * The notifications page (issue 52): the caller's whole history newest first, 20 a page, all or only read or unread
 * ones. The same two indexes serve it (unread: notifications_unread_idx; all and read: notifications_user_recent_idx).
 */
export async function notificationHistory(ctx: ServiceContext, query: { page: number; read?: NotificationReadFilter | undefined }): Promise<NotificationHistory> {
  const where = and(
    eq(notifications.userId, ctx.user.id),
    query.read === 'unread' ? isNull(notifications.readAt) : query.read === 'read' ? isNotNull(notifications.readAt) : undefined,
  );
  return offsetPage(
    { page: query.page, size: NOTIFICATION_PAGE_SIZE },
    ctx.tx.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)),
    ctx.tx.select({ n: sql<number>`count(*)::int` }).from(notifications).where(where),
    (rows) => rows.map(toView),
  );
}

/** Marks every unread notification of the caller read ("mark all read"); answers how many changed. */
export async function markAllRead(ctx: ServiceContext): Promise<{ updated: number }> {
  const updated = await ctx.tx
    .update(notifications)
    .set({ readAt: ctx.now })
    .where(and(eq(notifications.userId, ctx.user.id), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: updated.length };
}

/** Marks the caller's own notifications read; ids of others' are ignored. Answers how many changed. */
export async function markRead(ctx: ServiceContext, ids: readonly number[]): Promise<{ updated: number }> {
  const updated = await ctx.tx
    .update(notifications)
    .set({ readAt: ctx.now })
    .where(and(inArray(notifications.id, [...ids]), eq(notifications.userId, ctx.user.id), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: updated.length };
}

/** Notifies every user holding one of the roles (e.g. Finance of an ERP failure), in the caller's transaction. */
export async function notifyRoles(
  tx: Tx,
  roleNames: readonly string[],
  { domainId, ...note }: { kind: string; title: string; body: string; link: string | null; domainId?: number | null | undefined },
): Promise<void> {
  // With a brand: only the holders of that brand (a record's news is its brand's, issue 52).
  const holders = await tx
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(inArray(roles.name, [...roleNames]), domainId == null ? undefined : eq(users.domainId, domainId)));
  if (holders.length === 0) return;
  await tx.insert(notifications).values(holders.map((h) => ({ userId: h.userId, ...note })));
}

/** Notifies one user (e.g. an opportunity's owner that a discount was rejected), in the caller's transaction. */
export async function notifyUser(tx: Tx, userId: number, note: { kind: string; title: string; body: string; link: string | null }): Promise<void> {
  await tx.insert(notifications).values({ userId, ...note });
}
