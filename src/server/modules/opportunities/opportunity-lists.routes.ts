// Opportunity lists: search (my-opportunities with mine=true), the renewal report of table rows, and packages by status.
import { z } from 'zod';
import { ENTITY_ID_SEARCH_MESSAGES, VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import type { AppInstance } from '../../http';
import { runReadService, runService } from '../../shared/service-context';
import { idParams, optionalId, requiredId } from '../../shared/input-schemas';
import { opportunityRenewalReport } from './opportunity-report.service';
import { opportunityListSchema } from '../../../domain/opportunities/opportunity-list-row';
import { packageStatusRowSchema } from '../../../domain/opportunities/opportunity-answers';
import { renewalSummarySchema } from '../../../domain/opportunities/opportunity-views';
import { searchOpportunities } from './opportunity-search.service';
import { afterQuery, pagedSchema, pageQuery } from '../../shared/paged';
import { changePackageStatus, packagesInStatus } from './package-status.service';
import { booleanQuery, errorResponses, security } from '../../shared/route-helpers';

const tags = ['opportunities'];
const MAX_REPORT_IDS = 100;

/** '1,2,3' → [1, 2, 3]; each must be a positive id; at most 100. */
const idList = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .transform((text, ctx) => {
    const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
    if (parts.some((p) => !/^[1-9]\d{0,9}$/.test(p))) {
      ctx.addIssue({ code: 'custom', message: ENTITY_ID_SEARCH_MESSAGES.invalidDigit });
      return z.NEVER;
    }
    if (parts.length > MAX_REPORT_IDS) {
      ctx.addIssue({ code: 'custom', message: ENTITY_ID_SEARCH_MESSAGES.tooManyIds });
      return z.NEVER;
    }
    return [...new Set(parts.map(Number))];
  });

export async function opportunityListRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/sapna/v1/opportunity/search',
    {
      schema: {
        tags,
        security,
        summary: 'Opportunities in scope, newest id first, 10 a page (mine=true: my-opportunities)',
        querystring: z.object({
          q: z.string().trim().max(100).optional().describe('Words of the name (each word typed starts one of its words), or the opportunity id'),
          statusId: optionalId(),
          bucket: z.enum(['open', 'closed', 'lost'], { error: 'Bucket must be open, closed or lost.' }).optional(),
          ownerId: optionalId(),
          accountId: optionalId(),
          mine: booleanQuery(),
          discount: z.enum(['rejected'], { error: 'Discount must be rejected.' }).optional().describe('rejected: a package’s discount was rejected and not sent again'),
          ...pageQuery,
          ...afterQuery,
        }),
        response: { 200: opportunityListSchema, ...errorResponses },
      },
    },
    async (request) => runReadService(api.db, request, (ctx) => searchOpportunities(ctx, request.query)),
  );

  api.get(
    '/sapna/v1/report/opportunity',
    {
      schema: {
        tags,
        security,
        summary: 'Renewal alert and renewal tag per opportunity (ids outside scope are left out)',
        querystring: z.object({ opportunityIds: idList }),
        response: { 200: z.array(renewalSummarySchema), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => opportunityRenewalReport(ctx, request.query.opportunityIds)),
  );

  api.get(
    '/sapna/v2/opportunity',
    {
      schema: {
        tags,
        security,
        summary: 'Package mappings in scope with the given package status, newest first',
        querystring: z.object({ packageStatusTypeId: requiredId(), ...pageQuery, ...afterQuery }),
        response: { 200: pagedSchema(packageStatusRowSchema), ...errorResponses },
      },
    },
    async (request) =>
      runReadService(api.db, request, (ctx) => packagesInStatus(ctx, request.query.packageStatusTypeId, { page: request.query.page, size: request.query.size, after: request.query.after })),
  );

  api.put(
    '/sapna/v1/package-status/change-status/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change the package status of one package mapping',
        params: idParams,
        body: z.object({ statusId: requiredId() }),
        response: {
          200: z.object({ opportunityPackageMappingId: z.number().int(), statusId: z.number().int(), statusName: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (request) => runService(api.db, request, (ctx) => changePackageStatus(ctx, request.params.id, request.body.statusId)),
  );
}
