import { z } from 'zod';
import type { AppInstance } from '../../http';
import { runService } from '../../shared/service-context';
import { accountMergeSchema, keySearchAccounts, mergeAccounts } from './account-merge.service';
import { accountMergeResultSchema, accountSearchResultSchema, ipDuplicateGroupAccountsSchema, ipDuplicateGroupSchema } from '../../../domain/accounts/account-views';
import { pagedSchema } from '../../../domain/paging/paged';
import { getIpDuplicateGroup, listIpDuplicateGroups } from './ip-duplicates.service';
import { idParam, pageParam } from '../../shared/route-params';

const tags = ['accounts'];

/** merge-accounts and merge-ip-detected-accounts (Admin only: the 'people' capability). */
export async function accountMergeRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/sapna/v1/account/key-search',
    {
      schema: {
        tags,
        description: "Accounts to merge, by id, housing profile id or name prefix, 100 a page. 404 'No Such Accounts Exists.' when none match.",
        querystring: z.object({ key: z.string().max(200), page: pageParam() }),
        response: { 200: pagedSchema(accountSearchResultSchema) },
      },
    },
    async (request) => runService(api.db, request, (ctx) => keySearchAccounts(ctx, request.query.key, request.query.page)),
  );

  api.put(
    '/sapna/v1/account/merge',
    {
      config: { capability: 'people' },
      schema: {
        tags,
        description: 'Merge accounts into the survivor: contacts, legal entities, opportunities, comments and tickets move; merged accounts become status 6.',
        body: accountMergeSchema,
        response: { 200: accountMergeResultSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => mergeAccounts(ctx, request.body)),
  );

  api.get(
    '/sapna/v1/account/ip-detected-duplicates',
    {
      config: { capability: 'people' },
      schema: {
        tags,
        description: 'Sign-up IPs shared by two or more accounts (not merged), newest first, 100 groups a page. A group id is its lowest account id.',
        querystring: z.object({ page: pageParam() }),
        response: { 200: pagedSchema(ipDuplicateGroupSchema) },
      },
    },
    async (request) => runService(api.db, request, (ctx) => listIpDuplicateGroups(ctx, request.query.page)),
  );

  api.get(
    '/sapna/v1/account/ip-detected-duplicates/:id',
    {
      config: { capability: 'people' },
      schema: {
        tags,
        description: 'The accounts sharing the sign-up IP of account {id}, as my-accounts rows.',
        params: z.object({ id: idParam() }),
        querystring: z.object({ page: pageParam() }),
        response: { 200: ipDuplicateGroupAccountsSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => getIpDuplicateGroup(ctx, request.params.id, request.query.page)),
  );
}
