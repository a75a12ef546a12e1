import type { userEndpoints } from '../../../domain/users/users.endpoints';
import { userRoutes } from '../../../domain/users/users.paths';
import { callRoute } from '../api/call';

/** GET / PUT /api/user/activity: the signed-in user's first and last activity of today (Asia/Kolkata). */
export type DayActivity = {
  date: string;
  firstActivityAt: string | null;
  lastActivityAt: string | null;
  lastActivity: string | null;
};

let pendingMark: Promise<unknown> = Promise.resolve();
let markedUserId: number | null = null;

/** Marks the user active now (the first call of the day sets the first activity). */
export function recordActivity(activity: string): Promise<DayActivity> {
  const put = callRoute<typeof userEndpoints.recordActivity>(userRoutes.recordActivity, { body: { activity }, notify: false });
  pendingMark = put.catch(() => undefined);
  return put;
}

/** Opening the console marks the user active, once per signed-in user per page load. */
export function markActiveOnce(userId: number): void {
  if (markedUserId === userId) return;
  markedUserId = userId;
  recordActivity('Opened the console').catch(() => undefined);
}

/** Today's activity, read after any mark still on its way so it includes it. */
export async function fetchTodayActivity(): Promise<DayActivity> {
  await pendingMark;
  return callRoute<typeof userEndpoints.activity>(userRoutes.activity, { notify: false });
}
