import { searchDay, searchEnum, searchInt, searchShape, searchString } from '../../../lib/search-params';
import { DASHBOARD_TYPES } from '../../../../domain/dashboards/dashboard-keys';

// The URL searches of the dashboards' routes, apart from the data calls: the route table (in the first screen's
// JavaScript) validates them, so this file imports only the search readers and the dashboards' keys.

export const CALENDAR_VIEWS = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The calendar's view and day in the URL (kept across reloads and offline). */
export const actionSearchSchema = searchShape({
  view: searchEnum(CALENDAR_VIEWS),
  date: searchDay,
});
export type ActionSearch = ReturnType<typeof actionSearchSchema>;

/** The URL search of list/{keyName}: which dashboard, the page and the key search survive a reload and going offline. */
export const tileListSearchSchema = searchShape({
  type: searchEnum(DASHBOARD_TYPES),
  page: searchInt(1),
  key: searchString(100),
});
export type TileListSearch = ReturnType<typeof tileListSearchSchema>;

