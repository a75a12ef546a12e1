// The account routes' answers (GET /sapna/v1/account/search, /sapna/v3/account-page/{id}, the account edit, DND,
// merge and IP-duplicate routes), as one contract: the routes declare these schemas (and the OpenAPI document shows
// them), the server's presenters build their types and the console reads them.
import { z } from 'zod';
import { pendingCollectionAmount, totalAccountValue } from '../opportunities/derived-amounts';
import { OPPORTUNITY_KINDS, opportunityKindOf } from '../opportunities/statuses';
import { pagedSchema } from '../paging/paged';
import { instant, isoOf, nullableRowId, rowId, type StoredTimes } from '../sync/row-fields';
import { accountRowSchema, type AccountRow } from './account-row';

/** The server's list envelope (every paged list answers it). */
export type { Paged } from '../paging/paged';

/** The account as every account route answers it: the mirrored row's fields and whether the user may change it. */
export const accountDetailsSchema = accountRowSchema.extend({
  editable: z.boolean().describe('False when the account is Inactive (5) or Merged (6), or the user may not write.'),
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

/** A stored account, on either side (the server maps its database row to this shape, the device mirrors it). */
export type StoredAccount = StoredTimes<AccountRow, 'createdAt' | 'updatedAt'>;

/** The answer for a stored account; the server's routes and the device's mirror queries both present with it. */
export function presentAccount(account: StoredAccount, editable: boolean): AccountDetails {
  return {
    accountId: account.accountId,
    name: account.name,
    clientTypeId: account.clientTypeId,
    housingProfileId: account.housingProfileId,
    cityId: account.cityId,
    cityName: account.cityName,
    agentId: account.agentId,
    agentName: account.agentName,
    clientStatusId: account.clientStatusId,
    statusId: account.statusId,
    pan: account.pan,
    gstin: account.gstin,
    address: account.address,
    dndMarked: account.dndMarked,
    lookupAccountId: account.lookupAccountId,
    accountWalletAmount: account.accountWalletAmount,
    mergedIntoId: account.mergedIntoId,
    version: account.version,
    editable,
    createdAt: isoOf(account.createdAt),
    updatedAt: isoOf(account.updatedAt),
  };
}

/** A row of my-accounts (GET /sapna/v1/account/search): the columns of spec 000 §2 and a few more. */
export const accountSearchResultSchema = z.object({
  accountId: rowId,
  accountName: z.string(),
  housingProfileId: z.string().nullable(),
  cityId: nullableRowId,
  cityName: z.string().nullable(),
  agentId: nullableRowId,
  agentName: z.string().nullable(),
  pocContactNumbers: z.array(z.string()),
  dealValue: z.number(),
  collectedAmount: z.number(),
  closedOpportunities: rowId,
  activeOpportunities: rowId,
  clientTypeId: rowId,
  /** 1 Hot, 2 Cold, 3 Warm. */
  clientStatusId: rowId,
  statusId: rowId,
  createdAt: instant,
  updatedAt: instant,
  accountWalletAmount: z.number(),
});
export type AccountSearchResult = z.infer<typeof accountSearchResultSchema>;

/** A row of the account page's opportunities table (spec 000 §2 row fields). */
export const accountPageOpportunitySchema = z.object({
  id: rowId,
  name: z.string(),
  typeId: rowId,
  kind: z.enum(OPPORTUNITY_KINDS),
  accountId: rowId,
  statusId: rowId,
  ownerId: nullableRowId,
  ownerName: z.string().nullable(),
  dealValue: z.number(),
  collectedAmount: z.number(),
  pendingCollectionAmount: z.number(),
  parentOpportunityId: nullableRowId,
  renewalDueOn: instant.nullable(),
  rowClass: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type AccountPageOpportunity = z.infer<typeof accountPageOpportunitySchema>;

/** An opportunity as either side holds it for the account page: money as numbers, the kind as stored. */
export type StoredAccountPageOpportunity = Omit<AccountPageOpportunity, 'kind' | 'pendingCollectionAmount'> & { kind: string };

/** A row of the account page's opportunities table; the server's page and the device's mirror page both present with it. */
export function presentAccountPageOpportunity(o: StoredAccountPageOpportunity): AccountPageOpportunity {
  return {
    id: o.id,
    name: o.name,
    typeId: o.typeId,
    kind: opportunityKindOf(o.kind),
    accountId: o.accountId,
    statusId: o.statusId,
    ownerId: o.ownerId,
    ownerName: o.ownerName,
    dealValue: o.dealValue,
    collectedAmount: o.collectedAmount,
    pendingCollectionAmount: pendingCollectionAmount(o.dealValue, o.collectedAmount),
    parentOpportunityId: o.parentOpportunityId,
    renewalDueOn: o.renewalDueOn,
    rowClass: o.rowClass,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  };
}

/** GET /sapna/v3/account-page/{accountId}. */
export const accountPageSchema = z.object({
  accountId: rowId,
  housingProfileId: z.string().nullable(),
  account: accountDetailsSchema,
  opportunities: z.array(accountPageOpportunitySchema),
  totalAccountValue: z.number().describe('Sum of dealValue over opportunities in the open (1,3,4,5,8) and closed (2) buckets.'),
});
export type AccountPage = z.infer<typeof accountPageSchema>;

/** The account page of a stored account and its opportunities (newest first); both sides present with it. */
export function presentAccountPage(account: StoredAccount, editable: boolean, opportunities: StoredAccountPageOpportunity[]): AccountPage {
  const rows = opportunities.map(presentAccountPageOpportunity);
  return {
    accountId: account.accountId,
    housingProfileId: account.housingProfileId,
    account: presentAccount(account, editable),
    opportunities: rows,
    totalAccountValue: totalAccountValue(rows),
  };
}

/** PUT /sapna/v1/account/{id}/dnd. */
export const dndStatusSchema = z.object({ accountId: rowId, dndMarked: z.boolean() });

/** A group of accounts signed up from one IP address (the IP-duplicates screens). */
export const ipDuplicateGroupSchema = z.object({
  id: rowId,
  signupIp: z.string(),
  accountCount: rowId,
  accountIds: z.array(rowId),
  latestCreatedAt: instant,
});
export type IpDuplicateGroup = z.infer<typeof ipDuplicateGroupSchema>;

/** One IP-duplicate group's accounts: my-accounts rows, a page of them, with the group's id and IP. */
export const ipDuplicateGroupAccountsSchema = pagedSchema(accountSearchResultSchema).extend({ id: rowId, signupIp: z.string() });
export type IpDuplicateGroupAccounts = z.infer<typeof ipDuplicateGroupAccountsSchema>;

/** The answer of an account merge: the surviving account, the ids merged into it and how many rows moved. */
export const accountMergeResultSchema = z.object({
  survivor: accountDetailsSchema,
  mergedAccountIds: z.array(rowId),
  moved: z.object({ contacts: rowId, legalEntities: rowId, opportunities: rowId, comments: rowId, tickets: rowId }),
});
export type AccountMergeResult = z.infer<typeof accountMergeResultSchema>;

/** GET /sapna/v1/account/agents: an agent holding accounts in the user's scope (the my-accounts agent filter). */
export const accountAgentSchema = z.object({ id: rowId, name: z.string() });
export type AccountAgent = z.infer<typeof accountAgentSchema>;
export const accountAgentsSchema = pagedSchema(accountAgentSchema);
