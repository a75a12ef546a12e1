import { z } from 'zod';
import { instant, nullableRowId, rowId } from '../sync/row-fields';

/** A contact as the device mirrors it. Active contacts only: a deleted contact leaves the mirror (tombstone). */
export const contactRowSchema = z.object({
  id: rowId,
  accountId: rowId,
  opportunityId: nullableRowId,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  contactTypeId: rowId,
  pocType: z.string().nullable(),
  isVerified: z.boolean(),
  active: z.boolean(),
  clientId: z.string().nullable(),
  version: rowId,
  createdAt: instant,
  updatedAt: instant,
});

export type ContactRow = z.infer<typeof contactRowSchema>;
