import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { idParam } from '../endpoints/params';
import { pagedSchema } from '../paging/paged';
import { agentLocalityInputSchema, agentLocalityViewSchema, mappableAgentSchema } from './agent-localities';
import { monetizableCityInputSchema, monetizableCityViewSchema } from './monetizable-cities';
import {
  cityTierInputSchema,
  cityTierViewSchema,
  localityMappingSchema,
  localityViewSchema,
  regionCreateSchema,
  regionRenameSchema,
  regionViewSchema,
} from './region-schemas';

const optionalId = () => idParam().optional();
const idParams = z.object({ id: idParam() });
/** Reads: every signed-in user. Writes: `catalogue` (regions, tiers, cities) and `people` (agents' localities). */
const regions = { read: { capability: 'signedIn', tags: ['regions'] }, write: { capability: 'catalogue', tags: ['regions'] } } as const;
const cities = { read: { capability: 'signedIn', tags: ['monetizable-cities'] }, write: { capability: 'catalogue', tags: ['monetizable-cities'] } } as const;
const agents = { read: { capability: 'signedIn', tags: ['agent-locality-mapping'] }, write: { capability: 'people', tags: ['agent-locality-mapping'] } } as const;

/**
 * Regions, locality mappings, city tiers, monetizable cities and agents' localities (issue 11). Paths are ours
 * where spec 001 §7 names a call without one; 403 for read-only users on every write.
 */
export const regionEndpoints = defineEndpoints(regions.write, {
  regions: {
    method: 'GET',
    path: '/sapna/v1/region',
    ...regions.read,
    summary: 'Regions with their localities (localityRegionMappings), all or of one city',
    query: z.object({ cityId: optionalId() }),
    response: pagedSchema(regionViewSchema),
  },
  createRegion: {
    method: 'POST',
    path: '/sapna/v1/region',
    summary: "Create a region of a city ('Region created successfully!'); 409 when the city has a region of that name or a locality is in another region",
    body: regionCreateSchema,
    response: regionViewSchema,
  },
  renameRegion: {
    method: 'PUT',
    path: '/sapna/v1/region/:id',
    summary: 'Rename a region',
    params: idParams,
    body: regionRenameSchema,
    response: regionViewSchema,
  },
  deleteRegion: {
    method: 'DELETE',
    path: '/sapna/v1/region/:id',
    summary: 'Delete a region and its locality mappings (the localities stay)',
    params: idParams,
    response: z.object({ id: z.number().int() }),
  },
  mapLocalities: {
    method: 'POST',
    path: '/sapna/v1/region/:id/locality-mapping',
    summary: "Map localities of the region's city to the region; 409 when one is in another region",
    params: idParams,
    body: localityMappingSchema,
    response: regionViewSchema,
  },
  unmapLocality: {
    method: 'DELETE',
    path: '/sapna/v1/region/:id/locality-mapping',
    summary: 'Unmap one locality from the region',
    params: idParams,
    query: z.object({ localityId: idParam() }),
    response: regionViewSchema,
  },
  localities: {
    method: 'GET',
    path: '/sapna/v1/localities',
    ...regions.read,
    summary: 'Localities, all or of one city, with the region each belongs to',
    query: z.object({ cityId: optionalId() }),
    response: pagedSchema(localityViewSchema),
  },
  cityTiers: {
    method: 'GET',
    path: '/sapna/v1/city-tier-mapping',
    ...regions.read,
    summary: 'Every city with its tier (1, 2 or 3)',
    response: pagedSchema(cityTierViewSchema),
  },
  setCityTier: {
    method: 'PUT',
    path: '/sapna/v1/city-tier-mapping',
    summary: "Set a city's tier (1, 2 or 3)",
    body: cityTierInputSchema,
    response: cityTierViewSchema,
  },
  monetizableCities: {
    method: 'GET',
    path: '/sapna/v1/monetizable-cities',
    ...cities.read,
    summary: 'The cities where the brand sells, by name (up to 10,000 rows, spec 001 §9); totalCount counts them all',
    response: pagedSchema(monetizableCityViewSchema),
  },
  addMonetizableCity: {
    method: 'POST',
    path: '/sapna/v1/monetizable-cities',
    ...cities.write,
    summary: 'Add a monetizable city; 409 when it is one already',
    body: monetizableCityInputSchema,
    response: monetizableCityViewSchema,
  },
  removeMonetizableCity: {
    method: 'DELETE',
    path: '/sapna/v1/monetizable-cities/:cityId',
    ...cities.write,
    summary: 'Remove a monetizable city; 404 when it is not one',
    params: z.object({ cityId: idParam() }),
    response: z.object({ cityId: z.number().int() }),
  },
  agentLocalities: {
    method: 'GET',
    path: '/mystique/v1/agent-locality-mapping',
    ...agents.read,
    summary: "Agents' localities, by city or by agent",
    query: z.object({ cityId: optionalId(), agentId: optionalId() }),
    response: pagedSchema(agentLocalityViewSchema),
  },
  mappableAgents: {
    method: 'GET',
    path: '/mystique/v1/agent-locality-mapping/agents',
    ...agents.read,
    summary: 'Agents who may be mapped: active users of the brand with a selling role',
    response: pagedSchema(mappableAgentSchema),
  },
  addAgentLocality: {
    method: 'POST',
    path: '/mystique/v1/agent-locality-mapping',
    ...agents.write,
    summary: 'Map an agent to a locality; 409 when already mapped',
    body: agentLocalityInputSchema,
    response: agentLocalityViewSchema,
  },
  removeAgentLocality: {
    method: 'DELETE',
    path: '/mystique/v1/agent-locality-mapping/:id',
    ...agents.write,
    summary: 'Remove a mapping',
    params: idParams,
    response: z.object({ id: z.number().int() }),
  },
});
