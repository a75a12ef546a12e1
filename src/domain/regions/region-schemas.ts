import { z } from 'zod';
import { CITY_TIERS } from '../catalogue/constants';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { requiredId, requiredText } from '../validation/zod-fields';

/**
 * Regions and city tiers (spec 001 §3 Region: cityId, localityRegionMappings; §9 tier cities 1 to 3). Paths are
 * ours (spec 001 §7 names the calls without paths): /sapna/v1/region, /sapna/v1/region/{id}/locality-mapping,
 * /sapna/v1/city-tier-mapping, /sapna/v1/localities.
 */

/** Our messages (the spec gives only 'Region created successfully!'). */
export const REGION_MESSAGES = {
  created: 'Region created successfully!',
  renamed: 'Region renamed',
  deleted: 'Region deleted',
  localitiesMapped: 'Localities mapped to the region',
  tierSaved: 'City tier updated',
  duplicateName: 'A region with this name already exists in this city',
  localityTaken: (locality: string, region: string) => `${locality} already belongs to region ${region}`,
  localityOtherCity: (locality: string) => `${locality} is not a locality of this city`,
  localityNotMapped: 'This locality is not mapped to this region',
  cityNotFound: 'City not found',
  regionNotFound: 'Region not found',
  localityNotFound: 'Locality not found',
  tier: 'Tier must be 1, 2 or 3',
  localitiesRequired: 'Choose at least one locality',
} as const;

export const REGION_NAME_MAX = 100;

const regionName = () =>
  requiredText((value) => (value.length > REGION_NAME_MAX ? `At most ${REGION_NAME_MAX} characters.` : null));

const localityIds = () =>
  z
    .array(requiredId(), { error: (issue) => (issue.input === undefined || issue.input === null ? VALIDATION_MESSAGES.required : REGION_MESSAGES.localitiesRequired) })
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each locality once.' });

/** POST /sapna/v1/region: a new region of a city, optionally with its first localities. */
export const regionCreateSchema = z.object({
  cityId: requiredId(),
  name: regionName(),
  localityIds: localityIds().optional(),
});
export type RegionCreate = z.infer<typeof regionCreateSchema>;

/** PUT /sapna/v1/region/{id}: rename. */
export const regionRenameSchema = z.object({ name: regionName() });
export type RegionRename = z.infer<typeof regionRenameSchema>;

/** POST /sapna/v1/region/{id}/locality-mapping: map localities of the region's city. */
export const localityMappingSchema = z.object({ localityIds: localityIds().min(1, { error: REGION_MESSAGES.localitiesRequired }) });

export const localityRegionMappingViewSchema = z.object({ id: z.number().int(), localityId: z.number().int(), localityName: z.string() });

export const regionViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cityId: z.number().int(),
  cityName: z.string(),
  localityRegionMappings: z.array(localityRegionMappingViewSchema),
});
export type RegionView = z.infer<typeof regionViewSchema>;

/** GET /sapna/v1/localities?cityId: a city's localities with the region each belongs to. */
export const localityViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cityId: z.number().int(),
  regionId: z.number().int().nullable(),
  regionName: z.string().nullable(),
});
export type LocalityView = z.infer<typeof localityViewSchema>;

export const cityTierSchema = z.union(CITY_TIERS.map((tier) => z.literal(tier)) as unknown as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>], {
  error: (issue) => (issue.input === undefined || issue.input === null ? VALIDATION_MESSAGES.required : REGION_MESSAGES.tier),
});

/** PUT /sapna/v1/city-tier-mapping: one city's tier. */
export const cityTierInputSchema = z.object({ cityId: requiredId(), tier: cityTierSchema });
export type CityTierInput = z.infer<typeof cityTierInputSchema>;

export const cityTierViewSchema = z.object({
  cityId: z.number().int(),
  cityName: z.string(),
  stateName: z.string(),
  tier: z.number().int(),
});
export type CityTierView = z.infer<typeof cityTierViewSchema>;
