import { z } from 'zod';
import { pagedSchema } from '../paging/paged';
import { isoOf } from '../sync/row-fields';
import { pendingCollectionAmount } from './derived-amounts';
import { OPPORTUNITY_KINDS, opportunityKindOf, stageBucketOf } from './statuses';

/** A row of the opportunity lists (GET /sapna/v1/opportunity/search and the lists by status). */
export const opportunityListRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  typeId: z.number().int(),
  kind: z.enum(OPPORTUNITY_KINDS),
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

/** A page of the opportunity lists. */
export const opportunityListSchema = pagedSchema(opportunityListRowSchema);

/**
 * The style class a row carries: the stored one when set, otherwise by stage bucket (our decision):
 * 'opportunity-closed' for Closed, 'opportunity-lost' for Lost and Dropped, none for open ones.
 */
export function rowClassOf(statusId: number, stored: string | null): string | null {
  if (stored) return stored;
  const bucket = stageBucketOf(statusId);
  return bucket === 'closed' ? 'opportunity-closed' : bucket === 'lost' ? 'opportunity-lost' : null;
}

/** An opportunity as either side holds it for the lists: money as numbers, the kind and style class as stored. */
export type StoredOpportunityListRow = Omit<OpportunityListRow, 'kind' | 'pendingCollectionAmount' | 'createdAt' | 'updatedAt'> & {
  kind: string;
  collectedAmount: number;
  createdAt: Date | string;
  updatedAt: Date | string;
};

/** A row of the opportunity lists; the server's search and the device's mirror search both present with it. */
export function presentOpportunityListRow(o: StoredOpportunityListRow): OpportunityListRow {
  return {
    id: o.id,
    name: o.name,
    typeId: o.typeId,
    kind: opportunityKindOf(o.kind),
    accountId: o.accountId,
    accountName: o.accountName,
    statusId: o.statusId,
    ownerId: o.ownerId,
    ownerName: o.ownerId === null ? null : o.ownerName || null,
    dealValue: o.dealValue,
    pendingCollectionAmount: pendingCollectionAmount(o.dealValue, o.collectedAmount),
    createdAt: isoOf(o.createdAt),
    updatedAt: isoOf(o.updatedAt),
    rowClass: rowClassOf(o.statusId, o.rowClass),
  };
}
