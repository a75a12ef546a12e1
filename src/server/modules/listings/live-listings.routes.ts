import { z } from 'zod';
import type { AppInstance } from '../../http';
import { runService } from '../../shared/service-context';
import { liveListingsPageSchema } from '../../../domain/listings/listing-answers';
import { liveListings } from './live-listings.service';

const tags = ['listings'];

const query = z.object({
  uuid: z.string().min(1).max(100).describe('The seller profile'),
  source: z.literal('web'),
  results_per_page: z.coerce.number().int().min(1).max(100).default(10),
  p: z.coerce.number().int().min(1).max(100_000).default(1).describe('Page, from 1'),
});

const page = liveListingsPageSchema;

/** Live (ACTIVE) listings of a seller per type, as the search services answer them. */
export async function liveListingsRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/khoj/api/v1/rent/index/filter',
    { schema: { tags, querystring: query, response: { 200: page } } },
    async (request) =>
      runService(api.db, request, (ctx) => liveListings(ctx, 'RENT', { uuid: request.query.uuid, resultsPerPage: request.query.results_per_page, p: request.query.p })),
  );
  api.get(
    '/housingSearch/api/v6/buy/index/filter',
    { schema: { tags, querystring: query, response: { 200: page } } },
    async (request) =>
      runService(api.db, request, (ctx) => liveListings(ctx, 'BUY', { uuid: request.query.uuid, resultsPerPage: request.query.results_per_page, p: request.query.p })),
  );
}
