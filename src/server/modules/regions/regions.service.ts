import { can, type Capability } from '../../../domain/auth/capabilities';
import { MODIFY_ROLES, ROLES } from '../../../domain/auth/roles';
import { AGENT_LOCALITY_MESSAGES, type AgentLocalityInput, type AgentLocalityView, type MappableAgent } from '../../../domain/regions/agent-localities';
import {
  MONETIZABLE_CITY_LIST_LIMIT,
  MONETIZABLE_CITY_MESSAGES,
  type MonetizableCityInput,
  type MonetizableCityView,
} from '../../../domain/regions/monetizable-cities';
import {
  REGION_MESSAGES,
  type CityTierInput,
  type CityTierView,
  type LocalityView,
  type RegionCreate,
  type RegionRename,
  type RegionView,
} from '../../../domain/regions/region-schemas';
import { conflict, forbidden, notFound, unprocessable } from '../../errors';
import { bumpReferenceVersion } from '../../shared/reference-version';
import type { ServiceContext } from '../../shared/http/service-context';
import * as repo from './regions.repo';

/**
 * Regions, city tiers, monetizable cities and agents' localities (issue 11). Every signed-in user reads them
 * (the field screens need cities, localities, regions and tiers); `catalogue` writes regions, tiers and
 * monetizable cities, `people` writes agents' localities (PERMISSIONS.md). Read-only users are refused every
 * write by the auth hook before this runs.
 */

/** A unique index refused the write (a concurrent request won the race): the same 409 as the check before it. */
function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : undefined);
  return code(error) === '23505' || (typeof error === 'object' && error !== null && 'cause' in error && code((error as { cause: unknown }).cause) === '23505');
}

async function orConflict<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

function requireCapability(ctx: ServiceContext, capability: Capability): void {
  if (!can(ctx.user, capability)) throw forbidden();
}

async function cityOrNotFound(ctx: ServiceContext, cityId: number) {
  const city = await repo.findCity(ctx.tx, cityId);
  if (!city) throw notFound(REGION_MESSAGES.cityNotFound);
  return city;
}

async function regionOrNotFound(ctx: ServiceContext, regionId: number) {
  const region = await repo.findRegion(ctx.tx, regionId, true);
  if (!region) throw notFound(REGION_MESSAGES.regionNotFound);
  return region;
}

async function regionView(ctx: ServiceContext, regionId: number): Promise<RegionView> {
  const [view] = await repo.regionViews(ctx.tx, { regionId });
  if (!view) throw notFound(REGION_MESSAGES.regionNotFound);
  return view;
}

/** Every locality exists, lies in the region's city and belongs to no other region (409 names the first taken). */
async function checkLocalities(ctx: ServiceContext, cityId: number, localityIds: readonly number[], regionId: number | null): Promise<number[]> {
  const found = await repo.localitiesByIds(ctx.tx, localityIds);
  if (found.length !== new Set(localityIds).size) throw notFound(REGION_MESSAGES.localityNotFound);
  const otherCity = found.find((l) => l.cityId !== cityId);
  if (otherCity) throw unprocessable(REGION_MESSAGES.localityOtherCity(otherCity.name));
  const taken = found.find((l) => l.regionId !== null && l.regionId !== regionId);
  if (taken) throw conflict(REGION_MESSAGES.localityTaken(taken.name, taken.regionName ?? String(taken.regionId)));
  // Already in this region: nothing to add for those.
  return found.filter((l) => l.regionId === null).map((l) => l.id);
}

export async function listRegions(ctx: ServiceContext, cityId: number | undefined): Promise<RegionView[]> {
  if (cityId !== undefined) await cityOrNotFound(ctx, cityId);
  return repo.regionViews(ctx.tx, { cityId });
}

export async function listLocalities(ctx: ServiceContext, cityId: number | undefined): Promise<LocalityView[]> {
  if (cityId !== undefined) await cityOrNotFound(ctx, cityId);
  return repo.localitiesOfCity(ctx.tx, cityId);
}

export async function createRegion(ctx: ServiceContext, input: RegionCreate): Promise<RegionView> {
  requireCapability(ctx, 'catalogue');
  await bumpReferenceVersion(ctx.tx);
  await cityOrNotFound(ctx, input.cityId);
  if (await repo.regionByName(ctx.tx, input.cityId, input.name)) throw conflict(REGION_MESSAGES.duplicateName);
  const localityIds = await checkLocalities(ctx, input.cityId, input.localityIds ?? [], null);
  const region = await orConflict(() => repo.insertRegion(ctx.tx, input.cityId, input.name), REGION_MESSAGES.duplicateName);
  await orConflict(() => repo.mapLocalities(ctx.tx, region.id, localityIds), REGION_MESSAGES.localityTaken('A locality', 'another region'));
  return regionView(ctx, region.id);
}

export async function renameRegion(ctx: ServiceContext, regionId: number, input: RegionRename): Promise<RegionView> {
  requireCapability(ctx, 'catalogue');
  await bumpReferenceVersion(ctx.tx);
  const region = await regionOrNotFound(ctx, regionId);
  if (await repo.regionByName(ctx.tx, region.cityId, input.name, region.id)) throw conflict(REGION_MESSAGES.duplicateName);
  await orConflict(() => repo.renameRegion(ctx.tx, region.id, input.name, ctx.now), REGION_MESSAGES.duplicateName);
  return regionView(ctx, region.id);
}

export async function deleteRegion(ctx: ServiceContext, regionId: number): Promise<{ id: number }> {
  requireCapability(ctx, 'catalogue');
  await bumpReferenceVersion(ctx.tx);
  const region = await regionOrNotFound(ctx, regionId);
  await repo.deleteRegion(ctx.tx, region.id);
  return { id: region.id };
}

export async function mapRegionLocalities(ctx: ServiceContext, regionId: number, localityIds: readonly number[]): Promise<RegionView> {
  requireCapability(ctx, 'catalogue');
  await bumpReferenceVersion(ctx.tx);
  const region = await regionOrNotFound(ctx, regionId);
  const toAdd = await checkLocalities(ctx, region.cityId, localityIds, region.id);
  await orConflict(() => repo.mapLocalities(ctx.tx, region.id, toAdd), REGION_MESSAGES.localityTaken('A locality', 'another region'));
  return regionView(ctx, region.id);
}

export async function unmapRegionLocality(ctx: ServiceContext, regionId: number, localityId: number): Promise<RegionView> {
  requireCapability(ctx, 'catalogue');
  await bumpReferenceVersion(ctx.tx);
  const region = await regionOrNotFound(ctx, regionId);
  const [locality] = await repo.localitiesByIds(ctx.tx, [localityId]);
  if (!locality) throw notFound(REGION_MESSAGES.localityNotFound);
  if (!(await repo.unmapLocality(ctx.tx, region.id, localityId))) throw notFound(REGION_MESSAGES.localityNotMapped);
  return regionView(ctx, region.id);
}

export async function listCityTiers(ctx: ServiceContext): Promise<CityTierView[]> {
  return repo.cityTiers(ctx.tx);
}

export async function setCityTier(ctx: ServiceContext, input: CityTierInput): Promise<CityTierView> {
  requireCapability(ctx, 'catalogue');
  await bumpReferenceVersion(ctx.tx);
  const city = await cityOrNotFound(ctx, input.cityId);
  await repo.setCityTier(ctx.tx, city.id, input.tier);
  return { cityId: city.id, cityName: city.name, stateName: city.stateName, tier: input.tier };
}

function presentMonetizable(row: Awaited<ReturnType<typeof repo.monetizableCityRows>>[number]): MonetizableCityView {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function listMonetizableCities(ctx: ServiceContext): Promise<{ results: MonetizableCityView[]; totalCount: number }> {
  const rows = await repo.monetizableCityRows(ctx.tx, MONETIZABLE_CITY_LIST_LIMIT);
  return { results: rows.map(presentMonetizable), totalCount: await repo.countMonetizableCities(ctx.tx) };
}

export async function addMonetizableCity(ctx: ServiceContext, input: MonetizableCityInput): Promise<MonetizableCityView> {
  requireCapability(ctx, 'catalogue');
  await bumpReferenceVersion(ctx.tx);
  await cityOrNotFound(ctx, input.cityId);
  if (!(await repo.insertMonetizableCity(ctx.tx, input.cityId, ctx.user.id))) throw conflict(MONETIZABLE_CITY_MESSAGES.alreadyMonetizable);
  const [row] = await repo.monetizableCityRows(ctx.tx, 1, input.cityId);
  if (!row) throw notFound(REGION_MESSAGES.cityNotFound);
  return presentMonetizable(row);
}

export async function removeMonetizableCity(ctx: ServiceContext, cityId: number): Promise<{ cityId: number }> {
  requireCapability(ctx, 'catalogue');
  await bumpReferenceVersion(ctx.tx);
  await cityOrNotFound(ctx, cityId);
  if (!(await repo.deleteMonetizableCity(ctx.tx, cityId))) throw notFound(MONETIZABLE_CITY_MESSAGES.notMonetizable);
  return { cityId };
}

/** Agents who may serve localities: active users of the signed-in user's brand holding a selling role (not Admin alone). */
const AGENT_ROLE_IDS = Object.values(ROLES)
  .filter((r) => (MODIFY_ROLES as readonly string[]).includes(r.name) && r.name !== ROLES.ADMIN.name)
  .map((r) => r.id);

export async function listMappableAgents(ctx: ServiceContext): Promise<MappableAgent[]> {
  return repo.activeUsersWithRoles(ctx.tx, ctx.user.domainId, AGENT_ROLE_IDS);
}

export async function listAgentLocalities(ctx: ServiceContext, filter: { cityId?: number | undefined; agentId?: number | undefined }): Promise<AgentLocalityView[]> {
  return repo.agentLocalityRows(ctx.tx, filter);
}

export async function addAgentLocality(ctx: ServiceContext, input: AgentLocalityInput): Promise<AgentLocalityView> {
  requireCapability(ctx, 'people');
  const [agent] = await repo.activeUsersWithRoles(ctx.tx, ctx.user.domainId, AGENT_ROLE_IDS, input.agentId);
  if (!agent) throw notFound(AGENT_LOCALITY_MESSAGES.agentNotFound);
  const [locality] = await repo.localitiesByIds(ctx.tx, [input.localityId]);
  if (!locality) throw notFound(REGION_MESSAGES.localityNotFound);
  const id = await repo.insertAgentLocality(ctx.tx, input.agentId, input.localityId, ctx.user.id);
  if (id === null) throw conflict(AGENT_LOCALITY_MESSAGES.duplicate);
  const [row] = await repo.agentLocalityRows(ctx.tx, { id });
  if (!row) throw notFound(AGENT_LOCALITY_MESSAGES.mappingNotFound);
  return row;
}

export async function removeAgentLocality(ctx: ServiceContext, id: number): Promise<{ id: number }> {
  requireCapability(ctx, 'people');
  if (!(await repo.deleteAgentLocality(ctx.tx, id))) throw notFound(AGENT_LOCALITY_MESSAGES.mappingNotFound);
  return { id };
}
