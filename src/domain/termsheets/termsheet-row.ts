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
  version: rowId,
  createdAt: instant,
  updatedAt: instant,
});

export type TermsheetRow = z.infer<typeof termsheetRowSchema>;
