// Request-schema pieces the endpoint table and every module's routes use, with the spec's messages (ids from dropdowns, required text).
import { z } from 'zod';
import { FAILURE_MESSAGES } from '../errors/messages';
import { VALIDATION_MESSAGES } from '../validation/messages';

const numericString = /^\s*-?\d+(\.\d+)?\s*$/;
/** Ids are PostgreSQL integers: a larger one is no id (and would make the query fail with a 500). */
const MAX_ID = 2_147_483_647;

/** '' and null read as absent; numeric strings (query and path parameters) as numbers. */
function idInput(value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  if (typeof value === 'string' && numericString.test(value)) return Number(value);
  return value;
}

/** A dropdown id: missing → 'This field is required.', anything but a positive integer → 'Invalid ID selected in dropdown field'. */
export const requiredId = () =>
  z.preprocess(
    idInput,
    z
      .number({ error: (issue) => (issue.input === undefined ? VALIDATION_MESSAGES.required : FAILURE_MESSAGES.invalidDropdownId) })
      .int(FAILURE_MESSAGES.invalidDropdownId)
      .positive(FAILURE_MESSAGES.invalidDropdownId)
      .max(MAX_ID, FAILURE_MESSAGES.invalidDropdownId),
  );

export const optionalId = () =>
  z.preprocess(
    idInput,
    z.number({ error: FAILURE_MESSAGES.invalidDropdownId }).int(FAILURE_MESSAGES.invalidDropdownId).positive(FAILURE_MESSAGES.invalidDropdownId).max(MAX_ID, FAILURE_MESSAGES.invalidDropdownId).optional(),
  );

export const requiredText = (max = 500) =>
  z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(max, `Please enter at most ${max} characters.`);

export const idParams = z.object({ id: requiredId() });

/** A query flag: 'true' is true; anything else (or nothing) is false. */
export const booleanQuery = () =>
  z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true');
