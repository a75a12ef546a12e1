import { z } from 'zod';
import { CASE_REASON_FILTERS } from './limits';

/**
 * Case lists of the calling area (spec 002 §7: GET /mystique/v1/reference-data/case-assign-status and
 * .../case-reasons filtered by reason). The spec names the three reasons and no statuses: the assign statuses
 * and the ids are ours. Every signed-in user reads them; they are in the device's reference data.
 */
export const CASE_ASSIGN_STATUSES = [
  { id: 1, name: 'Assigned' },
  { id: 2, name: 'Unassigned' },
  { id: 3, name: 'Reassigned' },
] as const;

export type CaseReasonName = (typeof CASE_REASON_FILTERS)[number];
export const CASE_REASONS: readonly { id: number; reason: CaseReasonName }[] = CASE_REASON_FILTERS.map((reason, i) => ({ id: i + 1, reason }));

export const caseAssignStatusSchema = z.object({ id: z.number().int(), name: z.string() });
export const caseReasonSchema = z.object({ id: z.number().int(), reason: z.enum(CASE_REASON_FILTERS) });

/** The reason filter: one of the spec's three; another is a 400. */
export const caseReasonQuerySchema = z.object({
  reason: z.enum(CASE_REASON_FILTERS, { error: `reason must be one of: ${CASE_REASON_FILTERS.join(', ')}` }).optional(),
});
