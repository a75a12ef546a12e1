// A user's activity per Asia/Kolkata day: first and last activity and what it was (user activity GET and PUT).
import { and, eq, sql } from 'drizzle-orm';
import { istDateOf } from '../../../domain/format/ist-calendar';
import type { Db, Tx } from '../../db/client';
import { userActivity } from '../../db/schema/index';

export type DayActivity = { date: string; firstActivityAt: Date | null; lastActivityAt: Date | null; lastActivity: string | null };

export async function activityOfDay(db: Db | Tx, userId: number, now: Date): Promise<DayActivity> {
  const date = istDateOf(now);
  const [row] = await db
    .select({ firstActivityAt: userActivity.firstActivityAt, lastActivityAt: userActivity.lastActivityAt, lastActivity: userActivity.lastActivity })
    .from(userActivity)
    .where(and(eq(userActivity.userId, userId), eq(userActivity.activityDate, date)));
  return { date, firstActivityAt: row?.firstActivityAt ?? null, lastActivityAt: row?.lastActivityAt ?? null, lastActivity: row?.lastActivity ?? null };
}

/** The first call of a day sets the first activity; every call moves the last one. No activity text keeps the previous one. */
export async function recordActivity(db: Db | Tx, userId: number, activity: string | undefined, now: Date): Promise<DayActivity> {
  const date = istDateOf(now);
  const [row] = await db
    .insert(userActivity)
    .values({ userId, activityDate: date, firstActivityAt: now, lastActivityAt: now, lastActivity: activity ?? null })
    .onConflictDoUpdate({
      target: [userActivity.userId, userActivity.activityDate],
      set: {
        lastActivityAt: sql`greatest(${userActivity.lastActivityAt}, excluded.last_activity_at)`,
        lastActivity: sql`coalesce(excluded.last_activity, ${userActivity.lastActivity})`,
      },
    })
    .returning({ firstActivityAt: userActivity.firstActivityAt, lastActivityAt: userActivity.lastActivityAt, lastActivity: userActivity.lastActivity });
  if (!row) throw new Error('activity not recorded');
  return { date, ...row };
}
