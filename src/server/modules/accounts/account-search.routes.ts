import { z } from 'zod';
import type { AppInstance } from '../../http';
import { runService } from '../../shared/service-context';
import { runReadService } from './read-service';
import { exportAccountsCsv } from './account-csv';
import { accountSearchResultSchema } from '../../../domain/accounts/account-views';
import { pagedSchema } from '../../../domain/paging/paged';
import { ACCOUNT_SORTS } from './account-search.repo';
import { searchAccounts } from './account-search.service';
import { idParam, pageParam } from '../../shared/route-params';
import { afterQuery } from '../../shared/paged';

const tags = ['accounts'];

const filters = z.object({
  q: z.string().max(200).optional().describe('Account id (exact), housing profile id (exact) or the start of the name (any case).'),
  cityId: idParam().optional(),
  clientStatusId: z.coerce.number().int().min(1).max(3).optional().describe('1 Hot, 2 Cold, 3 Warm'),
  agentId: idParam().optional(),
  sort: z.enum(ACCOUNT_SORTS).optional().describe('Indexed columns only; default updatedAt.'),
  order: z.enum(['asc', 'desc']).optional().describe('Default desc.'),
});

/** my-accounts search (100 a page) and its CSV export. */
export async function accountSearchRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/sapna/v1/account/search',
    {
      config: { trustedResponse: true },
      schema: {
        tags,
        description: "The signed-in user's accounts (their scope), 100 a page (page is 0-based).",
        querystring: filters.extend({ page: pageParam(), ...afterQuery }),
        response: { 200: pagedSchema(accountSearchResultSchema) },
      },
    },
    async (request) => runReadService(api.db, request, (ctx) => searchAccounts(ctx, request.query)),
  );

  api.get(
    '/sapna/v1/account/search.csv',
    {
      schema: {
        tags,
        description:
          'The same filters as the search, every matching account in scope as CSV (client status as Hot, Cold, Warm), at most 50,000 rows; X-Total-Count says how many matched and X-Truncated: true when more than the cap did.',
        querystring: filters,
      },
    },
    async (request, reply) => {
      const result = await runService(api.db, request, (ctx) => exportAccountsCsv(ctx, request.query));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="my-accounts.csv"')
        .header('x-total-count', String(result.totalCount))
        .header('x-truncated', String(result.truncated))
        .send(result.csv);
    },
  );
}
