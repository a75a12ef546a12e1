import { z } from 'zod';

/**
 * The URL search of the report screens (`reports`, `sales-report-opp`): the range and filters survive a reload, a
 * shared link and a lost connection (issue 12 "Offline": the filters are kept and run when the connection returns).
 * Only shaped here (the app shell loads route search schemas); the server checks the values.
 */
export const reportSearchSchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined),
  cityId: z.coerce.number().int().positive().optional().catch(undefined),
  agentId: z.coerce.number().int().positive().optional().catch(undefined),
  clientTypeId: z.coerce.number().int().positive().optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  /** call-detail: the call outcome id. */
  outcomeId: z.coerce.number().int().positive().optional().catch(undefined),
  /** state-movement: one entity. */
  entity: z.enum(['opportunity', 'payment', 'termsheet']).optional().catch(undefined),
});
export type ReportSearch = z.infer<typeof reportSearchSchema>;
