// Opportunity routes (spec 000 §7 "Opportunities"): create, update, page, mark as lost; the other route files of
// this area are registered from here, so register.ts needs one line.
import type { AppInstance } from '../../http';
import { runService } from '../../shared/service-context';
import { opportunityAssignmentRoutes } from './opportunity-assignment.routes';
import { opportunityListRoutes } from './opportunity-lists.routes';
import { markOpportunityAsLost, createOpportunity, updateOpportunity } from './opportunities.service';
import { idParams } from '../../shared/input-schemas';
import { createOpportunityBody, markLostBody, updateOpportunityBody } from './opportunities.schemas';
import { getOpportunityPage } from './opportunity-page.service';
import { markLostResultSchema } from '../../../domain/opportunities/opportunity-answers';
import { opportunityPageSchema } from '../../../domain/opportunities/opportunity-views';
import { packageMappingRoutes } from './package-mappings.routes';
import { booleanQuery, errorResponses, security } from '../../shared/route-helpers';
import { z } from 'zod';

const tags = ['opportunities'];

export async function opportunitiesRoutes(api: AppInstance): Promise<void> {
  api.post(
    '/sapna/v1/opportunity',
    {
      schema: {
        tags,
        security,
        summary: 'Create an opportunity (owner: the caller; status 1; kind defaults from the account client type)',
        body: createOpportunityBody,
        response: { 200: opportunityPageSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => createOpportunity(ctx, request.body)),
  );

  api.put(
    '/sapna/v1/opportunity/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Update name, type, city, status or broker stage (status and stage refuse a stale baseVersion)',
        params: idParams,
        body: updateOpportunityBody,
        response: { 200: opportunityPageSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => updateOpportunity(ctx, request.params.id, request.body)),
  );

  api.get(
    '/sapna/v3/opportunity-page/:id',
    {
      schema: {
        tags,
        security,
        summary: 'The opportunity page: details, money figures, package and product mappings',
        params: idParams,
        querystring: z.object({ fetchPrevOpportunitiesDetails: booleanQuery() }),
        response: { 200: opportunityPageSchema, ...errorResponses },
      },
    },
    async (request) =>
      runService(api.db, request, (ctx) =>
        getOpportunityPage(ctx, request.params.id, {
          fetchPrevOpportunitiesDetails: request.query.fetchPrevOpportunitiesDetails,
          log: (details) => request.log.warn(details, 'malformed JSON text in an opportunity product mapping'),
        }),
      ),
  );

  api.post(
    '/sapna/v1/markOpportunityAsLost',
    {
      schema: {
        tags,
        security,
        summary: 'Mark as lost (status 6) with a reason, optionally creating a child opportunity',
        body: markLostBody,
        response: { 200: markLostResultSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => markOpportunityAsLost(ctx, request.body)),
  );

  await api.register(opportunityListRoutes);
  await api.register(opportunityAssignmentRoutes);
  await api.register(packageMappingRoutes);
}
