// Response schemas of the opportunity routes (OpenAPI and the serializer read them).
import { z } from 'zod';
import { pagedSchema } from '../../shared/paged';

const jsonValue = z.unknown().describe('Stored as JSON text, parsed on read (null when the stored text is malformed)');

export const productMappingSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string().nullable(),
  activationParameters: jsonValue,
  requiredActivationParameters: jsonValue,
  extraDetail: jsonValue,
  fixedParameters: jsonValue,
  activated: z.boolean(),
});

export const linkedProjectSchema = z.object({ id: z.number().int(), projectId: z.number().int(), projectName: z.string() });

export const packageMappingSchema = z.object({
  id: z.number().int(),
  opportunityId: z.number().int(),
  packageId: z.number().int(),
  packageName: z.string().nullable(),
  ratePrice: z.number(),
  salesPrice: z.number(),
  discount: z.number(),
  quantity: z.number().int(),
  validityDays: z.number().int(),
  cityId: z.number().int().nullable(),
  localityId: z.number().int().nullable(),
  statusId: z.number().int(),
  discountApproved: z.string().describe('NotRequired, Required, PendingApproval, Approved, Rejected'),
  pricingParameters: jsonValue,
  createdAt: z.string(),
  projects: z.array(linkedProjectSchema),
  opportunityProductMappingDtos: z.array(productMappingSchema),
});

export const opportunityPageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  typeId: z.number().int(),
  kind: z.string(),
  accountId: z.number().int(),
  cityId: z.number().int().nullable(),
  statusId: z.number().int(),
  brokerStage: z.string().nullable(),
  ownerId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  account: z.object({ housingProfileId: z.string().nullable(), name: z.string(), statusId: z.number().int(), clientTypeId: z.number().int() }),
  dealValue: z.number(),
  collectedAmount: z.number(),
  pendingCollectionAmount: z.number(),
  editable: z.boolean(),
  version: z.number().int(),
  parentOpportunityId: z.number().int().nullable(),
  childOpportunityId: z.number().int().nullable(),
  lostReason: z.string().nullable(),
  lostAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  opportunityPackageMappingDetails: z.array(packageMappingSchema),
  prevOpportunities: z.array(z.object({ id: z.number().int(), name: z.string(), statusId: z.number().int() })).nullable(),
});

export const opportunityRowSchema = z.object({
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
export const opportunityListSchema = pagedSchema(opportunityRowSchema);

export const renewalSummarySchema = z.object({
  opportunityId: z.number().int(),
  renewalAlert: z.string().nullable(),
  renewalTag: z.enum(['New', 'Renewal']),
  validTill: z.string().nullable(),
});

export const markLostResultSchema = z.object({
  opportunityId: z.number().int(),
  statusId: z.number().int(),
  lostReason: z.string(),
  lostAt: z.string(),
  childOpportunityId: z.number().int().nullable(),
});

export const assignmentResultSchema = z.object({ opportunityId: z.number().int(), ownerId: z.number().int(), ownerName: z.string(), version: z.number().int() });

export const agentCandidateSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  designationId: z.number().int().nullable(),
  parentId: z.number().int().nullable(),
  openOpportunityCount: z.number().int(),
});

export const assignmentPageSchema = z.object({
  opportunity: z.object({
    id: z.number().int(),
    name: z.string(),
    kind: z.string(),
    accountId: z.number().int(),
    accountName: z.string(),
    statusId: z.number().int(),
    editable: z.boolean(),
    version: z.number().int(),
  }),
  currentOwner: z.object({ userId: z.number().int(), name: z.string(), designationId: z.number().int().nullable() }).nullable(),
  canReassign: z.boolean(),
  candidates: z.array(agentCandidateSchema),
});

export const messageSchema = z.object({ message: z.string() });

export const packageStatusRowSchema = z.object({
  opportunityPackageMappingId: z.number().int(),
  opportunityId: z.number().int(),
  opportunityName: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  packageId: z.number().int(),
  packageName: z.string().nullable(),
  statusId: z.number().int(),
  quantity: z.number().int(),
  validityDays: z.number().int(),
  discountApproved: z.string(),
  createdAt: z.string(),
});

export const packageOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  packageFamilyId: z.number().int().nullable(),
  packageFamilyName: z.string().nullable(),
  ratePrice: z.number(),
  salesPrice: z.number(),
  validityDays: z.number().int(),
  quantity: z.number().int(),
  cityId: z.number().int().nullable(),
  clientTypeId: z.number().int().nullable(),
  isPriceApplicable: z.boolean(),
  requiredPricingParameters: jsonValue,
  products: z.array(z.object({ productId: z.number().int(), productName: z.string(), requiredActivationParameters: jsonValue })),
});

export const projectLookupSchema = z.object({ id: z.number().int(), name: z.string(), cityId: z.number().int().nullable(), hasCoverImage: z.boolean() });
