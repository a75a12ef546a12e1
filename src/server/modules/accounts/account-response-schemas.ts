import { z } from 'zod';
import { OPPORTUNITY_KINDS } from '../../../domain/opportunities/statuses';

/** Response schemas of the account routes (they document the API in /api/openapi.json). */

export const accountDetailsSchema = z.object({
  accountId: z.number(),
  name: z.string(),
  clientTypeId: z.number(),
  housingProfileId: z.string().nullable(),
  cityId: z.number().nullable(),
  cityName: z.string().nullable(),
  agentId: z.number().nullable(),
  agentName: z.string().nullable(),
  clientStatusId: z.number(),
  statusId: z.number(),
  pan: z.string().nullable(),
  gstin: z.string().nullable(),
  address: z.string().nullable(),
  dndMarked: z.boolean(),
  lookupAccountId: z.string().nullable(),
  accountWalletAmount: z.number(),
  mergedIntoId: z.number().nullable(),
  version: z.number(),
  editable: z.boolean().describe('False when the account is Inactive (5) or Merged (6), or the user may not write.'),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const accountPageOpportunitySchema = z.object({
  id: z.number(),
  name: z.string(),
  typeId: z.number(),
  kind: z.enum(OPPORTUNITY_KINDS),
  accountId: z.number(),
  statusId: z.number(),
  ownerId: z.number().nullable(),
  ownerName: z.string().nullable(),
  dealValue: z.number(),
  collectedAmount: z.number(),
  pendingCollectionAmount: z.number(),
  parentOpportunityId: z.number().nullable(),
  renewalDueOn: z.string().nullable(),
  rowClass: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const accountPageSchema = z.object({
  accountId: z.number(),
  housingProfileId: z.string().nullable(),
  account: accountDetailsSchema,
  opportunities: z.array(accountPageOpportunitySchema),
  totalAccountValue: z.number().describe('Sum of dealValue over opportunities in the open (1,3,4,5,8) and closed (2) buckets.'),
});

export const accountSearchResultSchema = z.object({
  accountId: z.number(),
  accountName: z.string(),
  housingProfileId: z.string().nullable(),
  cityId: z.number().nullable(),
  cityName: z.string().nullable(),
  agentId: z.number().nullable(),
  agentName: z.string().nullable(),
  pocContactNumbers: z.array(z.string()),
  dealValue: z.number(),
  collectedAmount: z.number(),
  closedOpportunities: z.number(),
  activeOpportunities: z.number(),
  clientTypeId: z.number(),
  clientStatusId: z.number(),
  statusId: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  accountWalletAmount: z.number(),
});

export { pagedSchema } from '../../../domain/paging/paged';

export const dndStatusSchema = z.object({ accountId: z.number(), dndMarked: z.boolean() });

export const ipDuplicateGroupSchema = z.object({
  id: z.number(),
  signupIp: z.string(),
  accountCount: z.number(),
  accountIds: z.array(z.number()),
  latestCreatedAt: z.string(),
});

export const accountMergeResultSchema = z.object({
  survivor: accountDetailsSchema,
  mergedAccountIds: z.array(z.number()),
  moved: z.object({ contacts: z.number(), legalEntities: z.number(), opportunities: z.number(), comments: z.number(), tickets: z.number() }),
});
