/**
 * Analytics events without their schema (the app's shell loads this with the first screen; the zod schema stays
 * with the server and the sender's chunk).
 */
import { DAY_MS } from '../format/ist-calendar';

export const ANALYTICS_MAX_BATCH = 100;
export const ANALYTICS_QUEUE_MAX_AGE_MS = 7 * DAY_MS;

export type AnalyticsEventData = { category: string; action: string; label?: string | null | undefined; page: string; time: string };

/** The builder of the owner-CRM events (spec 002 §9: builders exist for owner CRM and the renewal dashboard). */
export function ownerCrmPageView(page: string, now: Date = new Date()): AnalyticsEventData {
  return { category: 'owner_crm', action: 'page_view', label: null, page, time: now.toISOString() };
}
