import { z } from 'zod';
import { instant, nullableRowId, rowId } from '../sync/row-fields';

const jsonValue = z.unknown().describe('Stored as JSON text, parsed on read (null when the stored text is malformed)');

/** A package's product mapping, as the opportunity page answers it and the device mirrors it. */
export const productMappingSchema = z.object({
  id: rowId,
  productId: rowId,
  productName: z.string().nullable(),
  activationParameters: jsonValue,
  requiredActivationParameters: jsonValue,
  extraDetail: jsonValue,
  fixedParameters: jsonValue,
  activated: z.boolean(),
});

export const linkedProjectSchema = z.object({ id: rowId, projectId: rowId, projectName: z.string() });

/** An opportunity's package mapping, as the opportunity page answers it and the device mirrors it. */
export const packageMappingSchema = z.object({
  id: rowId,
  opportunityId: rowId,
  packageId: rowId,
  packageName: z.string().nullable(),
  ratePrice: z.number(),
  salesPrice: z.number(),
  discount: z.number(),
  quantity: rowId,
  validityDays: rowId,
  cityId: nullableRowId,
  localityId: nullableRowId,
  statusId: rowId,
  discountApproved: z.string().describe('NotRequired, Required, PendingApproval, Approved, Rejected'),
  pricingParameters: jsonValue,
  createdAt: instant,
  projects: z.array(linkedProjectSchema),
  opportunityProductMappingDtos: z.array(productMappingSchema),
});

/** An opportunity as the device mirrors it (the opportunity page's fields, less the per-user `editable`). */
export const opportunityRowSchema = z.object({
  id: rowId,
  name: z.string(),
  typeId: rowId,
  kind: z.string(),
  accountId: rowId,
  cityId: nullableRowId,
  statusId: rowId,
  brokerStage: z.string().nullable(),
  ownerId: nullableRowId,
  ownerName: z.string().nullable(),
  account: z.object({ housingProfileId: z.string().nullable(), name: z.string(), statusId: rowId, clientTypeId: rowId }),
  dealValue: z.number(),
  collectedAmount: z.number(),
  pendingCollectionAmount: z.number(),
  parentOpportunityId: nullableRowId,
  childOpportunityId: nullableRowId,
  lostReason: z.string().nullable(),
  lostAt: instant.nullable(),
  renewalDueOn: instant.nullable(),
  rowClass: z.string().nullable(),
  version: rowId,
  createdAt: instant,
  updatedAt: instant,
  opportunityPackageMappingDetails: z.array(packageMappingSchema),
});

export type ProductMapping = z.infer<typeof productMappingSchema>;
export type LinkedProject = z.infer<typeof linkedProjectSchema>;
export type PackageMapping = z.infer<typeof packageMappingSchema>;
export type OpportunityRow = z.infer<typeof opportunityRowSchema>;
