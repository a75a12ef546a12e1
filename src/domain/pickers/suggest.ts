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
  'city',
  /** A city named by its uuid (product configuration's ppCityUUID). */
  'city_uuid',
  'locality',
  'region',
  'project',
  'polygon',
  'profile',
  'designation',
  'department',
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

