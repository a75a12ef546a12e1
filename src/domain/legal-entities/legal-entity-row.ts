import { z } from 'zod';
import { instant, nullableRowId, rowId } from '../sync/row-fields';

export const addressRowSchema = z.object({ addressId: rowId, address: z.string(), cityId: nullableRowId, pincode: z.string() });

/** A legal entity as the device mirrors it. */
export const legalEntityRowSchema = z.object({
  id: rowId,
  accountId: rowId,
  legalName: z.string(),
  pan: z.string().nullable(),
  tan: z.string().nullable(),
  gst: z.string().nullable(),
  unregisteredCustomer: z.boolean(),
  cinNumber: z.string().nullable(),
  reraId: z.string().nullable(),
  aadharNumber: z.string().nullable(),
  active: z.boolean(),
  billingAddress: addressRowSchema.nullable().describe("null when missing (shown as 'Not available')"),
  shippingAddress: addressRowSchema.nullable().describe("null when missing (shown as 'Not available')"),
  version: rowId,
  createdAt: instant,
  updatedAt: instant,
});

export type AddressRow = z.infer<typeof addressRowSchema>;
export type LegalEntityRow = z.infer<typeof legalEntityRowSchema>;
