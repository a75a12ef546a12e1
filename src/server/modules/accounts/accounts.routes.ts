import { z } from 'zod';
import type { AppInstance } from '../../http';
import { runService } from '../../shared/service-context';
import { accountSearchRoutes } from './account-search.routes';
import { accountMergeRoutes } from './account-merge.routes';
import { accountAgentsRoutes } from './account-agents.routes';
import { getAccountPage } from './account-page.service';
import { accountDetailsSchema, accountPageSchema, dndStatusSchema } from '../../../domain/accounts/account-views';
import { accountUpdateV1Schema, accountUpdateV2Schema, getDndStatus, markDnd, updateAccount, updateAccountV2 } from './account-update.service';
import { runReadService } from './read-service';
import { idParam } from '../../shared/route-params';

const tags = ['accounts'];

/** Account page, edit (v1, v2), do-not-disturb; search and merge routes are registered from their own files. */
export async function accountsRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/sapna/v3/account-page/:accountId',
    { schema: { tags, params: z.object({ accountId: idParam() }), response: { 200: accountPageSchema } } },
    async (request) => runReadService(api.db, request, (ctx) => getAccountPage(ctx, request.params.accountId)),
  );

  api.put(
    '/sapna/v1/account/:id',
    {
      schema: {
        tags,
        description: 'Edit the account fields (housingProfileId, name, pan, gstin, cityId, address). Refused (409) for Inactive (5) and Merged (6) accounts.',
        params: z.object({ id: idParam() }),
        body: accountUpdateV1Schema,
        response: { 200: accountDetailsSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => updateAccount(ctx, request.params.id, request.body)),
  );

  api.put(
    '/sapna/v2/account/:id',
    {
      schema: {
        tags,
        description: 'As v1, and also the client status (clientStatusId 1 Hot, 2 Cold, 3 Warm). A stale baseVersion refuses a client status change (409).',
        params: z.object({ id: idParam() }),
        body: accountUpdateV2Schema,
        response: { 200: accountDetailsSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => updateAccountV2(ctx, request.params.id, request.body)),
  );

  api.get(
    '/sapna/v1/account/mark/get-dnd-status',
    { schema: { tags, querystring: z.object({ accountId: idParam() }), response: { 200: dndStatusSchema } } },
    async (request) => runService(api.db, request, (ctx) => getDndStatus(ctx, request.query.accountId)),
  );

  api.post(
    '/sapna/v1/account/mark/dnd',
    {
      schema: {
        tags,
        querystring: z.object({ accountId: idParam(), dndMarked: z.stringbool() }),
        response: { 200: dndStatusSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => markDnd(ctx, request.query.accountId, request.query.dndMarked)),
  );

  await api.register(accountSearchRoutes);
  await api.register(accountMergeRoutes);
  await api.register(accountAgentsRoutes);
}
