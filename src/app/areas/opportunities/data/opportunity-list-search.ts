import { z } from 'zod';

/**
 * The URL search of my-opportunities and opportunity-search: what a user filtered by survives a reload and a
 * shared link. `page` counts from 1 on screen (the server's pages count from 0).
 */
export const opportunityListSearchSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  bucket: z.enum(['open', 'closed', 'lost']).optional().catch(undefined),
  statusId: z.coerce.number().int().positive().optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

export type OpportunityListSearch = z.infer<typeof opportunityListSearchSchema>;

/** The search the opportunity lists run (mine=true: the user's own). */
export type OpportunitySearchInput = OpportunityListSearch & { mine: boolean };
