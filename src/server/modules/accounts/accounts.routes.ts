import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { runService } from '../../shared/http/service-context';
import { accountEndpoints as endpoints } from '../../../domain/accounts/accounts.endpoints';
import { getAccountPage } from './account-page.service';
import { getDndStatus, markDnd, updateAccount, updateAccountV2 } from './account-update.service';
import { exportAccountsCsv } from './account-csv';
import { searchAccounts } from './account-search.service';
import { keySearchAccounts, mergeAccounts } from './account-merge.service';
import { getIpDuplicateGroup, listIpDuplicateGroups } from './ip-duplicates.service';
import { listAccountAgents } from './account-agents.service';

/** The account endpoints (domain/accounts/accounts.endpoints.ts): page, edit, do-not-disturb, search, merge, agents. */
export async function accountsRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.page).readService((ctx, { params }) => getAccountPage(ctx, params.accountId));
  route(api, endpoints.updateV1).service((ctx, { params, body }) => updateAccount(ctx, params.id, body));
  route(api, endpoints.update).service((ctx, { params, body }) => updateAccountV2(ctx, params.id, body));
  route(api, endpoints.dndStatus).service((ctx, { query }) => getDndStatus(ctx, query.accountId));
  route(api, endpoints.markDnd).service((ctx, { query }) => markDnd(ctx, query.accountId, query.dndMarked));

  route(api, endpoints.search).readService((ctx, { query }) => searchAccounts(ctx, query));
  route(api, endpoints.searchCsv).handle(async (request, reply) => {
    const result = await runService(api.db, request, (ctx) => exportAccountsCsv(ctx, request.query));
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="my-accounts.csv"')
      .header('x-total-count', String(result.totalCount))
      .header('x-truncated', String(result.truncated));
    return result.csv;
  });

  // Merging is Admin's ('people'; key-search reads sales).
  route(api, endpoints.keySearch).service((ctx, { query }) => keySearchAccounts(ctx, query.key, query.page));
  route(api, endpoints.merge).service((ctx, { body }) => mergeAccounts(ctx, body));
  route(api, endpoints.ipDuplicates).service((ctx, { query }) => listIpDuplicateGroups(ctx, query.page));
  route(api, endpoints.ipDuplicateGroup).service((ctx, { params, query }) => getIpDuplicateGroup(ctx, params.id, query.page));

  route(api, endpoints.agents).handle(async (request) => {
    const results = await runService(api.db, request, (ctx) => listAccountAgents(ctx));
    return { results, totalCount: results.length, page: 0, size: results.length };
  });
}
