import { ENTITY_SEARCH_MAX_IDS } from '../reference/limits';
import { ENTITY_ID_SEARCH_MESSAGES as M } from './messages';
import { isBlank } from './validator';

/** An id is at most 10 digits. */
export const ENTITY_ID_MAX_DIGITS = 10;

export interface EntityIdSearchInput {
  departmentId: number | string | null | undefined;
  branchId: number | string | null | undefined;
  domainId: number | string | null | undefined;
  entityName: string | null | undefined;
  /** Comma-separated ids as typed, e.g. '101, 202,303'. Spaces around commas are fine. */
  entityIds: string | null | undefined;
}

export type EntityIdsParse = { ok: true; ids: number[] } | { ok: false; message: string };

/**
 * Parses the ids box. Checks, in order: empty; two commas with nothing between; a comma at the end;
 * then each value (spaces inside a value mean a missing comma; not digits, or more than 10, is
 * 'valid digit with max size 10'; a leading zero, '0' included); and finally the count.
 */
export function parseEntityIds(text: string | null | undefined): EntityIdsParse {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { ok: false, message: M.enterEntityId };
  if (/,\s*,/.test(trimmed)) return { ok: false, message: M.consecutiveCommas };
  if (trimmed.endsWith(',')) return { ok: false, message: M.removeTrailingComma };

  const ids: number[] = [];
  for (const raw of trimmed.split(',')) {
    const token = raw.trim();
    if (/\s/.test(token)) return { ok: false, message: M.useCommaAfterValue };
    if (!/^[0-9]+$/.test(token)) return { ok: false, message: M.invalidDigit };
    if (token.startsWith('0')) return { ok: false, message: M.noLeadingZeros };
    if (token.length > ENTITY_ID_MAX_DIGITS) return { ok: false, message: M.invalidDigit };
    ids.push(Number(token));
  }
  if (ids.length > ENTITY_SEARCH_MAX_IDS) return { ok: false, message: M.tooManyIds };
  return { ok: true, ids };
}

/** The alert to show for the entity-id search form, or null when it may be submitted. */
export function validateEntityIdSearch(input: EntityIdSearchInput): string | null {
  if (isBlank(input.departmentId)) return M.selectDepartment;
  if (isBlank(input.branchId)) return M.selectBranch;
  if (isBlank(input.domainId)) return M.selectDomain;
  if (isBlank(input.entityName)) return M.selectEntityName;
  const parsed = parseEntityIds(input.entityIds);
  return parsed.ok ? null : parsed.message;
}
