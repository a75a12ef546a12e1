import { api } from '../api/api';

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
  const put = api.put<DayActivity>('/user/activity', { activity }, { notify: false });
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
  return api.get<DayActivity>('/user/activity', { notify: false });
}
