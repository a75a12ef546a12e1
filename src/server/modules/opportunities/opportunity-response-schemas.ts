// Response schemas of the opportunity routes (OpenAPI and the serializer read them).
import { z } from 'zod';
import { opportunityListRowSchema } from '../../../domain/opportunities/opportunity-list-row';
import { packageMappingSchema } from '../../../domain/opportunities/opportunity-row';
import { pagedSchema } from '../../shared/paged';

export { linkedProjectSchema, packageMappingSchema, productMappingSchema } from '../../../domain/opportunities/opportunity-row';

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

export { opportunityListRowSchema as opportunityRowSchema } from '../../../domain/opportunities/opportunity-list-row';
export const opportunityListSchema = pagedSchema(opportunityListRowSchema);

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

export { packageOptionSchema } from '../../../domain/catalogue/package-option';

export const projectLookupSchema = z.object({ id: z.number().int(), name: z.string(), cityId: z.number().int().nullable(), hasCoverImage: z.boolean() });
