import { z } from 'zod';

/**
 * Analytics events (spec 000 §9, 002 §9: category, action, label with page and time). Owner-CRM events are emitted
 * only for owner agents (spec 000 §6): the client does not send others, the server drops them (204). Batched; queued
 * on the device while offline and dropped after 7 days. Labels carry no personal data: ids and names of screens only.
 */
import { ANALYTICS_MAX_BATCH } from './analytics-events';

export { ANALYTICS_MAX_BATCH, ANALYTICS_QUEUE_MAX_AGE_MS, ownerCrmPageView } from './analytics-events';

/** Text that looks like personal data (an e-mail address or a phone number) is not a label. */
const PERSONAL = /[^\s@]+@[^\s@]+\.[^\s@]+|(?:\+?91[\s-]?)?[6-9]\d{9}\b/;
export function looksPersonal(text: string): boolean {
  return PERSONAL.test(text);
}

export const analyticsEventSchema = z.object({
  category: z.string().trim().min(1).max(100),
  action: z.string().trim().min(1).max(100),
  label: z
    .string()
    .trim()
    .max(200)
    .refine((l) => !looksPersonal(l), { error: 'A label must not carry personal data.' })
    .nullish(),
  page: z.string().trim().min(1).max(300),
  time: z.iso.datetime({ offset: true }),
});

export const analyticsBatchSchema = z.object({ events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_MAX_BATCH) });
