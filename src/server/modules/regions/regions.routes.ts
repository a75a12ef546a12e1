import { z } from 'zod';
import { pagedSchema, allInOnePage } from '../../../domain/paging/paged';
import { agentLocalityInputSchema, agentLocalityViewSchema, mappableAgentSchema } from '../../../domain/regions/agent-localities';
import { monetizableCityInputSchema, monetizableCityViewSchema } from '../../../domain/regions/monetizable-cities';
import {
  cityTierInputSchema,
  cityTierViewSchema,
  localityMappingSchema,
  localityViewSchema,
  regionCreateSchema,
  regionRenameSchema,
  regionViewSchema,
} from '../../../domain/regions/region-schemas';
import type { AppInstance } from '../../http';
import { idParam } from '../../shared/route-params';
import { runService } from '../../shared/service-context';
import * as service from './regions.service';

const optionalId = () => idParam().optional();

/**
 * Regions, locality mappings, city tiers, monetizable cities and agents' localities (issue 11). Paths are ours
 * where spec 001 §7 names a call without one. Reads: every signed-in user. Writes: `catalogue` (regions, tiers,
 * cities) and `people` (agents' localities); 403 otherwise, and for read-only users.
 */
export async function regionsRoutes(api: AppInstance): Promise<void> {
  const regionTags = ['regions'];

  api.get(
    '/sapna/v1/region',
    {
      schema: {
        tags: regionTags,
        summary: 'Regions with their localities (localityRegionMappings), all or of one city',
        querystring: z.object({ cityId: optionalId() }),
        response: { 200: pagedSchema(regionViewSchema) },
      },
    },
    async (request) => allInOnePage(await runService(api.db, request, (ctx) => service.listRegions(ctx, request.query.cityId))),
  );

  api.post(
    '/sapna/v1/region',
    {
      schema: {
        tags: regionTags,
        summary: "Create a region of a city ('Region created successfully!'); 409 when the city has a region of that name or a locality is in another region",
        body: regionCreateSchema,
        response: { 200: regionViewSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.createRegion(ctx, request.body)),
  );

  api.put(
    '/sapna/v1/region/:id',
    {
      schema: {
        tags: regionTags,
        summary: 'Rename a region',
        params: z.object({ id: idParam() }),
        body: regionRenameSchema,
        response: { 200: regionViewSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.renameRegion(ctx, request.params.id, request.body)),
  );

  api.delete(
    '/sapna/v1/region/:id',
    {
      schema: {
        tags: regionTags,
        summary: 'Delete a region and its locality mappings (the localities stay)',
        params: z.object({ id: idParam() }),
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.deleteRegion(ctx, request.params.id)),
  );

  api.post(
    '/sapna/v1/region/:id/locality-mapping',
    {
      schema: {
        tags: regionTags,
        summary: "Map localities of the region's city to the region; 409 when one is in another region",
        params: z.object({ id: idParam() }),
        body: localityMappingSchema,
        response: { 200: regionViewSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.mapRegionLocalities(ctx, request.params.id, request.body.localityIds)),
  );

  api.delete(
    '/sapna/v1/region/:id/locality-mapping',
    {
      schema: {
        tags: regionTags,
        summary: 'Unmap one locality from the region',
        params: z.object({ id: idParam() }),
        querystring: z.object({ localityId: idParam() }),
        response: { 200: regionViewSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.unmapRegionLocality(ctx, request.params.id, request.query.localityId)),
  );

  api.get(
    '/sapna/v1/localities',
    {
      schema: {
        tags: regionTags,
        summary: 'Localities, all or of one city, with the region each belongs to',
        querystring: z.object({ cityId: optionalId() }),
        response: { 200: pagedSchema(localityViewSchema) },
      },
    },
    async (request) => allInOnePage(await runService(api.db, request, (ctx) => service.listLocalities(ctx, request.query.cityId))),
  );

  api.get(
    '/sapna/v1/city-tier-mapping',
    {
      schema: {
        tags: regionTags,
        summary: 'Every city with its tier (1, 2 or 3)',
        response: { 200: pagedSchema(cityTierViewSchema) },
      },
    },
    async (request) => allInOnePage(await runService(api.db, request, (ctx) => service.listCityTiers(ctx))),
  );

  api.put(
    '/sapna/v1/city-tier-mapping',
    {
      schema: {
        tags: regionTags,
        summary: "Set a city's tier (1, 2 or 3)",
        body: cityTierInputSchema,
        response: { 200: cityTierViewSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.setCityTier(ctx, request.body)),
  );

  const cityTags = ['monetizable-cities'];

  api.get(
    '/sapna/v1/monetizable-cities',
    {
      schema: {
        tags: cityTags,
        summary: 'The cities where the brand sells, by name (up to 10,000 rows, spec 001 §9); totalCount counts them all',
        response: { 200: pagedSchema(monetizableCityViewSchema) },
      },
    },
    async (request) => {
      const { results, totalCount } = await runService(api.db, request, (ctx) => service.listMonetizableCities(ctx));
      return { results, totalCount, page: 0, size: results.length };
    },
  );

  api.post(
    '/sapna/v1/monetizable-cities',
    {
      schema: {
        tags: cityTags,
        summary: 'Add a monetizable city; 409 when it is one already',
        body: monetizableCityInputSchema,
        response: { 200: monetizableCityViewSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.addMonetizableCity(ctx, request.body)),
  );

  api.delete(
    '/sapna/v1/monetizable-cities/:cityId',
    {
      schema: {
        tags: cityTags,
        summary: 'Remove a monetizable city; 404 when it is not one',
        params: z.object({ cityId: idParam() }),
        response: { 200: z.object({ cityId: z.number().int() }) },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.removeMonetizableCity(ctx, request.params.cityId)),
  );

  const agentTags = ['agent-locality-mapping'];

  api.get(
    '/mystique/v1/agent-locality-mapping',
    {
      schema: {
        tags: agentTags,
        summary: "Agents' localities, by city or by agent",
        querystring: z.object({ cityId: optionalId(), agentId: optionalId() }),
        response: { 200: pagedSchema(agentLocalityViewSchema) },
      },
    },
    async (request) => allInOnePage(await runService(api.db, request, (ctx) => service.listAgentLocalities(ctx, request.query))),
  );

  api.get(
    '/mystique/v1/agent-locality-mapping/agents',
    {
      schema: {
        tags: agentTags,
        summary: 'Agents who may be mapped: active users of the brand with a selling role',
        response: { 200: pagedSchema(mappableAgentSchema) },
      },
    },
    async (request) => allInOnePage(await runService(api.db, request, (ctx) => service.listMappableAgents(ctx))),
  );

  api.post(
    '/mystique/v1/agent-locality-mapping',
    {
      config: { capability: 'people' },
      schema: {
        tags: agentTags,
        summary: 'Map an agent to a locality; 409 when already mapped',
        body: agentLocalityInputSchema,
        response: { 200: agentLocalityViewSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.addAgentLocality(ctx, request.body)),
  );

  api.delete(
    '/mystique/v1/agent-locality-mapping/:id',
    {
      config: { capability: 'people' },
      schema: {
        tags: agentTags,
        summary: 'Remove a mapping',
        params: z.object({ id: idParam() }),
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.removeAgentLocality(ctx, request.params.id)),
  );
}
