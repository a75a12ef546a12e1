import { z } from 'zod';
import { defineEndpoints, uncheckedAnswer } from '../endpoints/endpoint';
import { idParam, pageParam } from '../endpoints/params';
import { pagedSchema } from '../paging/paged';
import { afterQuery } from '../paging/page-query';
import { ACCOUNT_SORTS } from './account-query';
import { accountMergeSchema, accountUpdateV1Schema, accountUpdateV2Schema } from './account-schema';
import {
  accountAgentsSchema,
  accountDetailsSchema,
  accountMergeResultSchema,
  accountPageSchema,
  accountSearchResultSchema,
  dndStatusSchema,
  ipDuplicateGroupAccountsSchema,
  ipDuplicateGroupSchema,
} from './account-views';

/** The my-accounts filters, for the search and its CSV export. */
const filters = z.object({
  q: z.string().max(200).optional().describe('Account id (exact), housing profile id (exact) or the start of the name (any case).'),
  cityId: idParam().optional(),
  clientStatusId: z.coerce.number().int().min(1).max(3).optional().describe('1 Hot, 2 Cold, 3 Warm'),
  agentId: idParam().optional(),
  sort: z.enum(ACCOUNT_SORTS).optional().describe('Indexed columns only; default updatedAt.'),
  order: z.enum(['asc', 'desc']).optional().describe('Default desc.'),
});

/** Accounts (spec 000 §3): reads for whoever reads sales (scope decides the rows), writes for the roles that sell; merging is Admin's ('people'). */
export const accountEndpoints = defineEndpoints({ tags: ['accounts'], capability: 'readSales' }, {
  page: {
    method: 'GET',
    path: '/sapna/v3/account-page/:accountId',
    params: z.object({ accountId: idParam() }),
    response: accountPageSchema,
  },
  updateV1: {
    method: 'PUT',
    path: '/sapna/v1/account/:id',
    capability: 'sell',
    description: 'Edit the account fields (housingProfileId, name, pan, gstin, cityId, address). Refused (409) for Inactive (5) and Merged (6) accounts.',
    params: z.object({ id: idParam() }),
    body: accountUpdateV1Schema,
    response: accountDetailsSchema,
  },
  update: {
    method: 'PUT',
    path: '/sapna/v2/account/:id',
    capability: 'sell',
    description: 'As v1, and also the client status (clientStatusId 1 Hot, 2 Cold, 3 Warm). A stale baseVersion refuses a client status change (409).',
    params: z.object({ id: idParam() }),
    body: accountUpdateV2Schema,
    response: accountDetailsSchema,
  },
  dndStatus: {
    method: 'GET',
    path: '/sapna/v1/account/mark/get-dnd-status',
    query: z.object({ accountId: idParam() }),
    response: dndStatusSchema,
  },
  markDnd: {
    method: 'POST',
    path: '/sapna/v1/account/mark/dnd',
    capability: 'sell',
    query: z.object({ accountId: idParam(), dndMarked: z.stringbool() }),
    response: dndStatusSchema,
  },
  search: {
    method: 'GET',
    path: '/sapna/v1/account/search',
    trustedResponse: true,
    description: "The signed-in user's accounts (their scope), 100 a page (page is 0-based).",
    query: filters.extend({ page: pageParam(), ...afterQuery }),
    response: pagedSchema(accountSearchResultSchema),
  },
  searchCsv: {
    method: 'GET',
    path: '/sapna/v1/account/search.csv',
    description:
      'The same filters as the search, every matching account in scope as CSV (client status as Hot, Cold, Warm), at most 50,000 rows; X-Total-Count says how many matched and X-Truncated: true when more than the cap did.',
    query: filters,
    response: uncheckedAnswer<string>(),
  },
  keySearch: {
    method: 'GET',
    path: '/sapna/v1/account/key-search',
    description: "Accounts to merge, by id, housing profile id or name prefix, 100 a page. 404 'No Such Accounts Exists.' when none match.",
    query: z.object({ key: z.string().max(200), page: pageParam() }),
    response: pagedSchema(accountSearchResultSchema),
  },
  merge: {
    method: 'PUT',
    path: '/sapna/v1/account/merge',
    capability: 'people',
    description: 'Merge accounts into the survivor: contacts, legal entities, opportunities, comments and tickets move; merged accounts become status 6.',
    body: accountMergeSchema,
    response: accountMergeResultSchema,
  },
  ipDuplicates: {
    method: 'GET',
    path: '/sapna/v1/account/ip-detected-duplicates',
    capability: 'people',
    description: 'Sign-up IPs shared by two or more accounts (not merged), newest first, 100 groups a page. A group id is its lowest account id.',
    query: z.object({ page: pageParam() }),
    response: pagedSchema(ipDuplicateGroupSchema),
  },
  ipDuplicateGroup: {
    method: 'GET',
    path: '/sapna/v1/account/ip-detected-duplicates/:id',
    capability: 'people',
    description: 'The accounts sharing the sign-up IP of account {id}, as my-accounts rows.',
    params: z.object({ id: idParam() }),
    query: z.object({ page: pageParam() }),
    response: ipDuplicateGroupAccountsSchema,
  },
  agents: {
    method: 'GET',
    path: '/sapna/v1/account/agents',
    description: "Agents holding accounts in the signed-in user's scope, by name: the user alone for an agent, the team for a team leader, the brand for managers and read-only users.",
    response: accountAgentsSchema,
  },
});
