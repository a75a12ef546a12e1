// The calendar's days, and the follow-ups home's work queue reads. Kept apart from action-calls.ts: home loads this
// file, and the endpoint declarations would bring zod into the sign-in + home budget (issue 53: 176 KB against
// 150 KB), so the follow-ups call goes by the route reference (callRoute).
import type { FollowUpView } from '../../../../domain/dashboards/actions';
import type { dashboardEndpoints } from '../../../../domain/dashboards/dashboards.endpoints';
import { dashboardRoutes } from '../../../../domain/dashboards/dashboards.paths';
import { addDays } from '../../../../domain/format/ist-calendar';
import { callRoute } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';

export { actionSearchSchema, CALENDAR_VIEWS, type ActionSearch, type CalendarView } from './dashboard-search';
import type { CalendarView } from './dashboard-search';

/** Monday of the week of `day` (weeks start on Monday). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The days a view shows: a day, a Monday-to-Sunday week, or the month's weeks (whole weeks, for the grid). */
export function daysOf(view: CalendarView, day: string): string[] {
  if (view === 'day') return [day];
  if (view === 'week') return Array.from({ length: 7 }, (_, i) => addDays(weekStart(day), i));
  const first = weekStart(`${day.slice(0, 8)}01`);
  const days: string[] = [];
  for (let d = first; days.length < 42; d = addDays(d, 1)) {
    if (days.length % 7 === 0 && days.length > 0 && d.slice(0, 7) !== day.slice(0, 7)) break;
    days.push(d);
  }
  return days;
}

/** The day a view moves to with Previous (-1) and Next (+1). */
export function stepDate(view: CalendarView, day: string, by: number): string {
  if (view === 'day') return addDays(day, by);
  if (view === 'week') return addDays(day, 7 * by);
  const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  const index = y * 12 + (m - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** GET /mystique/v1/dashboard/followups: the user's follow-ups the calendar shows on these days (an overdue one on today). */
export function fetchFollowUps(from: string, to: string, signal?: AbortSignal): Promise<FollowUpView[]> {
  return callRoute<typeof dashboardEndpoints.followUps>(dashboardRoutes.followUps, { query: { from, to }, signal, notify: false });
}

/** The follow-ups on the calendar days shown (online only). */
export function useFollowUps(from: string, to: string, online: boolean): Resource<FollowUpView[]> {
  return useResource(online ? `followups:${from}:${to}` : null, () => fetchFollowUps(from, to), {
    keepPrevious: true,
  });
}

/** A datetime-local value read as Asia/Kolkata time. */
export function kolkataInstant(local: string): string {
  return `${local.length === 16 ? `${local}:00` : local}+05:30`;
}
