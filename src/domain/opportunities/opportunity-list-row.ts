import { z } from 'zod';

/** A row of the opportunity lists (GET /sapna/v1/opportunity/search and the lists by status). */
export const opportunityListRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  typeId: z.number().int(),
  kind: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  statusId: z.number().int(),
  ownerId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  dealValue: z.number(),
  pendingCollectionAmount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  rowClass: z.string().nullable(),
});

export type OpportunityListRow = z.infer<typeof opportunityListRowSchema>;
