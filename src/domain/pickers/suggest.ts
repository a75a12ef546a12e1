import { z } from 'zod';
import { POLYGON_SUGGEST_SIZE } from '../reference/limits';

/**
 * The records a form picks by name instead of a typed id (issue 51): each kind is answered by
 * GET /sapna/v1/suggest/:kind (spec 002 §7 "search suggest and polygon suggest", suggest size 20), within the
 * caller's scope, best match first (domain/search/match-rank.ts: whole name, then its start, then anywhere).
 */
export const SUGGEST_KINDS = [
  'account',
  'opportunity',
  'user',
  'manager',
  /** `of=catalogue`: the catalogue's cities only (package 232's city lookup, spec 001 §9). */
  'city',
  /** A city named by its uuid (product configuration's ppCityUUID). */
  'city_uuid',
  'locality',
  /** A locality named by its uuid (a churn schedule's locality_uuids). */
  'locality_uuid',
  'region',
  /** A product config's housing subscription region (ppHSR) within a city (`of`: the city's uuid, or cityId). */
  'subscription_region',
  'project',
  'polygon',
  'profile',
  'designation',
  'department',
  /** A marketplace event of the caller's brand (a virtual tour's event). */
  'event',
  /** A seller's listing (a virtual tour's promoted listing, a churn schedule's listing); `of`: the profile's uuid. */
  'listing',
  /** A package sold on an opportunity (opportunity_package_mappings); `of`: the opportunity's id. */
  'package_mapping',
  /** A product of a package sold (opportunity_product_mappings, its activation); `of`: the opportunity's id. */
  'product_activation',
] as const;
export type SuggestKind = (typeof SUGGEST_KINDS)[number];

/** Suggest size (spec 002 §9: polygon suggest size 20; the other suggest calls the same). */
export const SUGGEST_SIZE = POLYGON_SUGGEST_SIZE;

/** At most this many ids are named back at once (a form's chosen records). */
export const SUGGEST_MAX_IDS = 50;

/** One record offered: its id as the form stores it (a number's digits, or a uuid), its name and what tells equals apart. */
export const suggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  detail: z.string().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestAnswerSchema = z.object({ results: z.array(suggestionSchema) });
export type SuggestAnswer = z.infer<typeof suggestAnswerSchema>;

