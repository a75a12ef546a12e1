import { z } from 'zod';
import { instant, nullableRowId, rowId } from '../sync/row-fields';

/** A termsheet as the device mirrors it (its milestones are rows of their own). */
export const termsheetRowSchema = z.object({
  id: rowId,
  opportunityId: rowId,
  accountId: rowId,
  accountLegalEntityId: rowId,
  contactId: nullableRowId,
  statusId: rowId,
  acceptanceStatusId: nullableRowId,
  createdById: nullableRowId,
  termsheetOpportunityPackageMappingDetails: z.array(z.object({ opportunityPackageMappingId: rowId })),
  /** The product type of each product on its packages (the termsheet page shows it; the opportunity's copy has none). */
  productTypes: z.array(z.object({ productId: rowId, productTypeId: rowId })),
  /** Sent to RCM for verification and not sent back since. */
  sentToRcm: z.boolean(),
  /** Why RCM sent it back to RAM (status 7); optional so rows mirrored before it existed still parse. */
  sentBackReason: z.string().nullish(),
  sharedAt: instant.nullable(),
  version: rowId,
  createdAt: instant,
  updatedAt: instant,
});

export type TermsheetRow = z.infer<typeof termsheetRowSchema>;
