import { z } from 'zod';
import { instant, nullableRowId, rowId } from '../sync/row-fields';

/** An account as the device mirrors it (keyed by accountId; field names as the account details route answers). */
export const accountRowSchema = z.object({
  accountId: rowId,
  name: z.string(),
  clientTypeId: rowId,
  housingProfileId: z.string().nullable(),
  cityId: nullableRowId,
  cityName: z.string().nullable(),
  agentId: nullableRowId,
  agentName: z.string().nullable(),
  clientStatusId: rowId,
  statusId: rowId,
  pan: z.string().nullable(),
  gstin: z.string().nullable(),
  address: z.string().nullable(),
  dndMarked: z.boolean(),
  lookupAccountId: z.string().nullable(),
  accountWalletAmount: z.number(),
  mergedIntoId: nullableRowId,
  version: rowId,
  createdAt: instant,
  updatedAt: instant,
});

export type AccountRow = z.infer<typeof accountRowSchema>;
